"""Train the comparative stance models of comparative_ir.stance.comparative on Webis-CompQuestions-22 and write them.

    .venv/bin/python scripts/train_stance_model.py [--no-write] [--folds 5] [--seeds 5]

Two models: one for answers to the question (``comparative_model.json``: the 321 answers; ``stance --texts answers``)
and one for web pages (``comparative_pages_model.json``: the same answers and the hand-labelled web pages of
``data/comparative-stance-pages-train.jsonl``, read as pages; runs and ``stance`` by default). The pages model is
scored by a grouped cross-validation over the training pages (folds by question, the answers always in training)
and on ``data/comparative-stance-pages-test.jsonl``, pages never trained on.

Reads ``compquestions22-stance-dataset-dev.tsv`` from the shared data directory (../shared/data, or
$COMPARATIVE_IR_SHARED_DATA) at training time: the rows with an answer text (the Yahoo! Answers rows carry only
ids). The data is never copied into the repository; only the learned weights are written
(comparative_ir/stance/comparative_model.json, with the MIT notice of the data beside it).

The model: a conditional logit over the rule reading of each answer (``_features``: the rules' votes per
signal and per object, their decision, hedges, where and how often each object is mentioned, document-level
cue counts, what the question asks). Facts about the two objects enter as their difference (antisymmetric,
weighted once for FIRST and negated for SECOND) and as their sum and gap (symmetric): swapping the objects
swaps FIRST and SECOND by construction. Classes weighted to balance (the target is macro-F1), L2 penalty
chosen among ``L2_GRID`` by an inner 5-fold cross-validation on the training rows, Newton's method (exact,
deterministic; numpy only).

Prints the figure that counts: the whole procedure (penalty choice included) cross-validated over folds by
question (no question's answers in both training and test folds), repeated with ``--seeds`` shuffles, as the
median macro-F1, with per-class F1 and the confusion matrix of the median run; the held-out half of the
benchmark (procedure trained on the development half only); and the final model on all rows (optimistic).
Deterministic; about half a minute on one core.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the working tree, not a stale installed copy

import numpy as np  # noqa: E402

from comparative_ir.stance import comparative as C  # noqa: E402

SHARED = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
COMPQ = SHARED / "comparative"
TSV = COMPQ / "compquestions22-stance-dataset-dev.tsv"
LICENSE = COMPQ / "compquestions22-LICENSE.txt"
MODEL = C.MODEL_PATH
PAGES_MODEL = C.PAGES_MODEL_PATH
PAGES_TRAIN = REPO / "data" / "comparative-stance-pages-train.jsonl"
PAGES_TEST = REPO / "data" / "comparative-stance-pages-test.jsonl"
PAGE_SEEDS = 3
MODEL_LICENSE = MODEL.with_name("comparative_model.LICENSE.txt")
GOLD = {"0": "NO", "1": "NEUTRAL", "2": "FIRST", "3": "SECOND"}
LABELS = C.LABELS  # FIRST, SECOND, NEUTRAL, NO
L2_GRID = (100.0, 300.0, 1000.0)
INNER_FOLDS, INNER_SEED = 5, 7
FOLDS, SEEDS = 5, 5
HALF_SEED = 22  # the benchmark's split into a development half and a held-out half

Example = tuple[dict[str, float], dict[str, float], int]  # symmetric features, antisymmetric features, gold


# --- data ------------------------------------------------------------------------------------------------------


def load(path: Path = TSV) -> list[dict[str, str]]:
    """Rows with an answer text, in file order."""
    csv.field_size_limit(sys.maxsize)
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    return [r for r in rows if not r["answer"].strip().isdigit()]


def examples(rows: Sequence[dict[str, str]]) -> list[Example]:
    """Features of each row (the rules read it with the file's objects and question) and its gold label."""
    items = [(r["answer"], (r["object_1"], r["object_2"]), r["question"]) for r in rows]
    out = []
    for (reading, rules), row in zip(C._readings(items), rows, strict=True):
        symmetric, antisymmetric = C._features(reading, rules)
        out.append((symmetric, antisymmetric, LABELS.index(GOLD[row["answer_stance"]])))
    return out


def load_pages(path: Path) -> list[dict]:
    """Hand-labelled web pages: {"id", "sample", "question", "objects": [a, b], "text", "stance"} per line."""
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def page_examples(pages: Sequence[dict]) -> list[Example]:
    """Features of each page as runs read pages (what the question presupposes casts no vote), and its label."""
    items = [(p["text"], tuple(p["objects"]), p["question"]) for p in pages]
    out = []
    for (reading, rules), page in zip(C._readings(items, pages=True), pages, strict=True):
        symmetric, antisymmetric = C._features(reading, rules)
        out.append((symmetric, antisymmetric, LABELS.index(page["stance"])))
    return out


def page_labels(model: dict, pages: Sequence[dict]) -> list[int]:
    """Labels of pages the way a run gives them (the model, then the quiet-page, shop-page and depends rules)."""
    chosen = C._Model.from_json(model)
    original = C._model
    C._model = lambda pages=False: chosen  # type: ignore[assignment]
    try:
        found = C.comparative_stances([(p["text"], tuple(p["objects"]), p["question"]) for p in pages])
    finally:
        C._model = original
    return [LABELS.index(e.label) for e in found]


def page_keys(pages: Sequence[dict]) -> list[str]:
    return ["page: " + " ".join(p["question"].lower().split()) for p in pages]


def pages_figures(data: Sequence[Example], keys: Sequence[str], answers_model: dict) -> tuple[dict, dict]:
    """The pages model's procedure cross-validated over the training pages, and both models on the test pages."""
    train_pages, test_pages = load_pages(PAGES_TRAIN), load_pages(PAGES_TEST)
    extra, extra_keys = page_examples(train_pages), page_keys(train_pages)
    gold = [LABELS.index(p["stance"]) for p in train_pages]
    runs = []
    for seed in range(1, PAGE_SEEDS + 1):
        predicted = [0] * len(train_pages)
        for test in group_folds(extra_keys, FOLDS, seed):
            held = set(test)
            rest = [i for i in range(len(extra)) if i not in held]
            model = train_procedure([*data, *(extra[i] for i in rest)], [*keys, *(extra_keys[i] for i in rest)])
            for i, label in zip(test, page_labels(model, [train_pages[i] for i in test]), strict=True):
                predicted[i] = label
        runs.append(macro_f1(gold, predicted)[0])
    answers_on_train = page_labels(answers_model, train_pages)
    model = train_procedure([*data, *extra], [*keys, *extra_keys])
    test_gold = [LABELS.index(p["stance"]) for p in test_pages]
    figures = {
        "training_pages": len(train_pages),
        "cross_validation_over_pages": {
            "seeds": PAGE_SEEDS,
            "macro_f1_runs": [round(r, 4) for r in runs],
            "macro_f1_median": round(statistics.median(runs), 4),
            "answers_model_on_the_same_pages": round(macro_f1(gold, answers_on_train)[0], 4),
        },
        "test_pages": len(test_pages),
    }
    for name, chosen in (("answers_model", answers_model), ("pages_model", model)):
        predicted = page_labels(chosen, test_pages)
        figures[f"test_{name}"] = {
            "macro_f1": round(macro_f1(test_gold, predicted)[0], 4),
            "right": sum(g == p for g, p in zip(test_gold, predicted, strict=True)),
        }
    return figures, model


def groups(rows: Sequence[dict[str, str]]) -> list[str]:
    """The question of each row (normalised): folds never split a question's answers."""
    return [" ".join(r["question"].lower().split()) for r in rows]


def group_folds(keys: Sequence[str], folds: int, seed: int) -> list[list[int]]:
    """Row indices of each fold: the distinct groups shuffled (seeded) and dealt round-robin."""
    distinct = sorted(set(keys))
    random.Random(seed).shuffle(distinct)
    fold_of = {key: i % folds for i, key in enumerate(distinct)}
    return [[i for i, key in enumerate(keys) if fold_of[key] == f] for f in range(folds)]


def split_half(n: int) -> tuple[list[int], list[int]]:
    """The benchmark's fixed development half and held-out half (row indices)."""
    order = list(range(n))
    random.Random(HALF_SEED).shuffle(order)
    return sorted(order[: n // 2]), sorted(order[n // 2 :])


# --- the model -------------------------------------------------------------------------------------------------


def _matrix(dicts: Sequence[dict[str, float]], names: Sequence[str]) -> np.ndarray:
    return np.array([[float(d.get(k, 0.0)) for k in names] for d in dicts], dtype=float).reshape(len(dicts), len(names))


def fit(train: Sequence[Example], l2: float) -> dict:
    """Balanced-class, L2-penalised conditional logit by Newton's method; returns the model as JSON data.

    Scores: FIRST = stance + direction, SECOND = stance - direction, NEUTRAL = neutral, NO = 0, where
    stance = cS + vS.xs, neutral = cN + vN.xs (symmetric features, standardised) and direction = u.xa
    (antisymmetric features, scaled to unit root mean square, not centred so that swapping keeps the sign). The
    direction has no intercept: one would favour the object named first whatever the answer says, and swapping
    the objects would no longer swap FIRST and SECOND (it was -0.03 when fitted, and the CV figure is no worse
    without it: 0.450 against 0.439).
    """
    sym_names = sorted({k for s, _, _ in train for k in s})
    anti_names = sorted({k for _, a, _ in train for k in a})
    xs = _matrix([s for s, _, _ in train], sym_names)
    xa = _matrix([a for _, a, _ in train], anti_names)
    y = np.array([g for _, _, g in train])
    mean = xs.mean(0)
    scale = xs.std(0)
    scale[scale < 1e-9] = 1.0
    rms = np.sqrt((xa**2).mean(0))
    rms[rms < 1e-9] = 1.0
    xs = (xs - mean) / scale
    xa = xa / rms
    n, ds, da = len(y), len(sym_names), len(anti_names)
    p = da + 2 * ds + 2
    # design: phi[i, c] is the gradient of class c's score with respect to the parameters
    phi = np.zeros((n, 4, p))
    one = np.ones(n)
    phi[:, 0, :da], phi[:, 0, da : da + ds], phi[:, 0, -2] = xa, xs, one
    phi[:, 1, :da], phi[:, 1, da : da + ds], phi[:, 1, -2] = -xa, xs, one
    phi[:, 2, da + ds : da + 2 * ds], phi[:, 2, -1] = xs, one
    counts = np.bincount(y, minlength=4).astype(float)
    weight = (n / (4.0 * np.maximum(counts, 1.0)))[y]
    penalty = np.full(p, l2 / n)
    penalty[-2:] = 0.0
    gold = np.eye(4)[y]

    def objective(theta: np.ndarray) -> tuple[float, np.ndarray]:
        z = phi @ theta
        z -= z.max(1, keepdims=True)
        log_p = z - np.log(np.exp(z).sum(1, keepdims=True))
        loss = -(weight * log_p[np.arange(n), y]).sum() / n + 0.5 * (penalty * theta * theta).sum()
        return loss, np.exp(log_p)

    theta = np.zeros(p)
    loss, prob = objective(theta)
    for _ in range(100):
        residual = (prob - gold) * weight[:, None] / n
        gradient = np.einsum("icp,ic->p", phi, residual) + penalty * theta
        # Hessian of the softmax: sum_i w_i phi_i^T (diag(p_i) - p_i p_i^T) phi_i / n
        weighted = phi * (prob * weight[:, None] / n)[:, :, None]
        mean_phi = np.einsum("ic,icp->ip", prob, phi)
        hessian = np.einsum("icp,icq->pq", weighted, phi) - np.einsum(
            "ip,iq->pq", mean_phi * (weight / n)[:, None], mean_phi
        )
        hessian += np.diag(penalty) + 1e-9 * np.eye(p)
        step = np.linalg.solve(hessian, gradient)
        t = 1.0
        while True:
            new_loss, new_prob = objective(theta - t * step)
            if new_loss <= loss - 1e-4 * t * gradient @ step or t < 1e-6:
                break
            t /= 2
        theta, decrease = theta - t * step, loss - new_loss
        loss, prob = new_loss, new_prob
        if decrease < 1e-12:
            break
    u, v_stance, v_neutral = theta[:da], theta[da : da + ds], theta[da + ds : da + 2 * ds]
    c_stance, c_neutral = theta[-2:]

    def folded(v: np.ndarray, divide: np.ndarray, names: Sequence[str]) -> dict[str, float]:
        return {k: float(f"{w:.6g}") for k, w in zip(names, v / divide, strict=True) if w != 0.0}

    return {
        "weights": {
            "stance": folded(v_stance, scale, sym_names),
            "neutral": folded(v_neutral, scale, sym_names),
            "direction": folded(u, rms, anti_names),
        },
        "bias": {
            "stance": float(f"{c_stance - (v_stance * mean / scale).sum():.6g}"),
            "neutral": float(f"{c_neutral - (v_neutral * mean / scale).sum():.6g}"),
        },
        "l2": l2,
    }


def predict(model: dict, rows: Sequence[Example]) -> list[int]:
    """Labels (indices into LABELS) by the package's own inference code."""
    m = C._Model.from_json(model)
    return [LABELS.index(m.label(s, a)) for s, a, _ in rows]


def choose_l2(train: Sequence[Example], keys: Sequence[str]) -> float:
    """The penalty with the best macro-F1 in an inner grouped cross-validation on the training rows."""
    best = None
    gold = [g for _, _, g in train]
    folds = group_folds(keys, INNER_FOLDS, INNER_SEED)
    for l2 in L2_GRID:
        predicted = [0] * len(train)
        for test in folds:
            held = set(test)
            model = fit([e for i, e in enumerate(train) if i not in held], l2)
            for i, label in zip(test, predict(model, [train[i] for i in test]), strict=True):
                predicted[i] = label
        score = macro_f1(gold, predicted)[0]
        if best is None or score > best[0] + 1e-12:
            best = (score, l2)
    assert best is not None
    return best[1]


def train_procedure(train: Sequence[Example], keys: Sequence[str]) -> dict:
    """The whole training procedure: choose the penalty, then fit on all of ``train``."""
    return fit(train, choose_l2(train, keys))


# --- evaluation ------------------------------------------------------------------------------------------------


def macro_f1(gold: Sequence[int], predicted: Sequence[int]) -> tuple[float, list[float]]:
    f1s = []
    for c in range(len(LABELS)):
        tp = sum(g == p == c for g, p in zip(gold, predicted, strict=True))
        fp = sum(p == c != g for g, p in zip(gold, predicted, strict=True))
        fn = sum(g == c != p for g, p in zip(gold, predicted, strict=True))
        f1s.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(f1s) / len(f1s), f1s


def confusion(gold: Sequence[int], predicted: Sequence[int]) -> list[list[int]]:
    matrix = [[0] * len(LABELS) for _ in LABELS]
    for g, p in zip(gold, predicted, strict=True):
        matrix[g][p] += 1
    return matrix


def cross_validate(
    data: Sequence[Example],
    keys: Sequence[str],
    folds: int = FOLDS,
    seeds: int = SEEDS,
    quiet: Sequence[bool] | None = None,
) -> tuple[dict, list[int]]:
    """Grouped k-fold cross-validation of ``train_procedure``, once per seed: the figures (median macro-F1, all
    runs, per-class F1 and confusion of the median run) and the median run's out-of-fold predictions. ``quiet``:
    rows labelled NO whatever the model says (web-page reading, ``quiet_page``; for information only)."""
    gold = [g for _, _, g in data]
    runs = []
    for seed in range(1, seeds + 1):
        predicted = [0] * len(data)
        for test in group_folds(keys, folds, seed):
            held = set(test)
            train = [i for i in range(len(data)) if i not in held]
            model = train_procedure([data[i] for i in train], [keys[i] for i in train])
            for i, label in zip(test, predict(model, [data[i] for i in test]), strict=True):
                predicted[i] = LABELS.index("NO") if quiet is not None and quiet[i] else label
        runs.append((macro_f1(gold, predicted)[0], seed, predicted))
    runs.sort(key=lambda r: (r[0], r[1]))
    _, seed, predicted = runs[(len(runs) - 1) // 2]  # the median run (the lower one for an even count)
    figures = {
        "folds": folds,
        "seeds": list(range(1, seeds + 1)),
        "macro_f1_runs": [round(r[0], 4) for r in sorted(runs, key=lambda r: r[1])],
        "macro_f1_median": round(statistics.median(r[0] for r in runs), 4),
        "median_run_seed": seed,
        "median_run_f1": dict(zip(LABELS, [round(f, 4) for f in macro_f1(gold, predicted)[1]], strict=True)),
        "median_run_confusion": confusion(gold, predicted),
    }
    return figures, predicted


def held_out_half(data: Sequence[Example], keys: Sequence[str]) -> tuple[dict, list[int]]:
    """The procedure trained on the benchmark's development half, scored on its held-out half: the figures and
    the predictions for the held-out rows (in row order)."""
    dev, held = split_half(len(data))
    model = train_procedure([data[i] for i in dev], [keys[i] for i in dev])
    gold = [data[i][2] for i in held]
    predicted = predict(model, [data[i] for i in held])
    score, f1s = macro_f1(gold, predicted)
    figures = {"macro_f1": round(score, 4), "f1": dict(zip(LABELS, [round(f, 4) for f in f1s], strict=True))}
    return figures, predicted


def print_figures(name: str, figures: dict) -> None:
    print(f"\n== {name} ==")
    print(json.dumps(figures, indent=None))


def attribution(license_text: str) -> str:
    return (
        "Weights in comparative_model.json and comparative_pages_model.json learned from the development split of the "
        "Webis-CompQuestions-22 stance data (answers to comparative questions from Stack Exchange, Bondarenko et al. "
        "2022), used under the MIT License below; the data itself is not included. comparative_pages_model.json is "
        "also trained on web pages written and labelled for this project (data/ in its repository).\n\n"
        + license_text.strip()
        + "\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=TSV)
    parser.add_argument("--folds", type=int, default=FOLDS)
    parser.add_argument("--seeds", type=int, default=SEEDS)
    parser.add_argument("--no-write", action="store_true", help="print the figures, do not write the model")
    args = parser.parse_args()
    if not args.data.exists():
        sys.exit(f"stance data not found at {args.data} (set COMPARATIVE_IR_SHARED_DATA or --data)")
    rows = load(args.data)
    data = examples(rows)
    keys = groups(rows)
    print(f"{args.data}: {len(rows)} answers with text, {len(set(keys))} questions")
    gold = [g for _, _, g in data]
    cv, _ = cross_validate(data, keys, args.folds, args.seeds)
    print_figures(f"grouped {args.folds}-fold cross-validation of the training procedure, {args.seeds} seeds", cv)
    half, _ = held_out_half(data, keys)
    print_figures("held-out half (procedure trained on the development half only)", half)
    model = train_procedure(data, keys)
    predicted = predict(model, data)
    score, f1s = macro_f1(gold, predicted)
    on_training = {"macro_f1": round(score, 4), "f1": dict(zip(LABELS, [round(f, 4) for f in f1s], strict=True))}
    print_figures("final model on all rows (OPTIMISTIC: trained on them)", on_training)
    document = {
        "format": 1,
        "model": "conditional logit over the rule reading (scripts/train_stance_model.py)",
        "trained_on": f"{TSV.name}: {len(rows)} answers with text",
        "labels": list(LABELS),
        **model,
        "cross_validation": cv,
        "held_out_half": half,
        "on_training_data": on_training,
    }
    pages, pages_model = pages_figures(data, keys, model)
    print_figures("web pages: the pages model (answers + training pages), and both models on the test pages", pages)
    pages_document = {
        **document,
        "model": "conditional logit over the rule reading, answers and web pages (scripts/train_stance_model.py)",
        "trained_on": f"{TSV.name}: {len(rows)} answers with text; {PAGES_TRAIN.name}: {pages['training_pages']} pages",
        **pages_model,
        "pages": pages,
    }
    if args.no_write:
        return
    MODEL.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    PAGES_MODEL.write_text(json.dumps(pages_document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    MODEL_LICENSE.write_text(attribution(LICENSE.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"\nwrote {MODEL} ({MODEL.stat().st_size} bytes), {PAGES_MODEL.name} and {MODEL_LICENSE.name}")


if __name__ == "__main__":
    main()
