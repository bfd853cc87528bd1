"""Train the comparative-question tagger of comparative_ir.question on Webis-CompQuestions-22 and write its weights.

    .venv/bin/python scripts/train_question_tagger.py [--ablations] [--no-write] [--epochs 10] [--seed 13] \
        [--direct-weight 2] [--inner-folds 3]

(the shipped comparative_ir/question_model.json was written by the command without options.)

Reads ``compquestions22-dev.tsv`` (all development questions, direct and indirect) from the shared data directory
(../shared/data, or $COMPARATIVE_IR_SHARED_DATA) at training time; the data files are never copied into the
repository, only the learned weights are written (comparative_ir/question_model.json, with the MIT notice of the
data). The model is the tagger trained on all dev questions, the direct ones (``compquestions22-dev-direct.tsv``)
counting double (``--direct-weight``), plus the pair ranker, trained on the output of taggers that had not seen
the question (``--inner-folds``-fold jackknife; ``comparative_ir.question.train_model``). Prints:

- 5-fold cross-validation over the dev questions (folds by question, seed 2022; questions with the same text share
  a fold; each fold's model trained exactly as the shipped one, jackknife included): exact object pair on the direct
  questions with two gold objects (in order / in any order), also on the "held-out half" of ``split_half`` (the
  half of the direct questions the rules were not tuned on), and object / aspect / predicate precision and recall
  (span exact and token level) on the direct and the indirect questions; the rules alone for comparison.
- the final model, trained on all dev questions: exact object pair on the Touché 2022 topics (not trained on),
  strict and normalised, and on the dev questions themselves (optimistic: it was trained on them).
- with ``--ablations``: the cross-validated pair accuracy with each measured choice switched (``_POLICY``).

Deterministic (fixed seeds; spaCy on CPU); about two minutes on one core (fifteen with ``--ablations``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the working tree, not a stale installed copy

from comparative_ir import question as Q  # noqa: E402
from comparative_ir.nlp import load_nlp  # noqa: E402
from comparative_ir.question.assembly import _assemble  # noqa: E402
from comparative_ir.question.features import _analyse  # noqa: E402
from comparative_ir.question.policy import _POLICY  # noqa: E402
from comparative_ir.question.tagger import _decode  # noqa: E402
from comparative_ir.question.tokens import _DISABLE  # noqa: E402

SHARED = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
COMPQ = SHARED / "comparative"
DEV = COMPQ / "compquestions22-dev.tsv"
DIRECT = COMPQ / "compquestions22-dev-direct.tsv"
LICENSE = COMPQ / "compquestions22-LICENSE.txt"
TOPICS_2022 = SHARED / "touche-2022-task-2" / "topics-task2-2022.xml"
FOLDS, CV_SEED = 5, 2022


def attribution(license_text: str) -> str:
    return (
        "Weights learned from the development split of Webis-CompQuestions-22 (comparative question parsing data, "
        "Bondarenko et al. 2022), used under the MIT License below. The data itself is not included.\n\n"
        + license_text.strip()
        + "\n"
    )


def direct_mask(dev: Sequence[Q.LabelledQuestion]) -> list[bool]:
    """Which dev questions are the direct ones (matched by text; their labels agree with the direct file)."""
    direct = {q.text: q.labels for q in Q.read_labelled_questions(DIRECT)}
    for q in dev:
        if q.text in direct and direct[q.text] != q.labels:
            raise SystemExit(f"labels of {q.text!r} differ between {DEV.name} and {DIRECT.name}")
    return [q.text in direct for q in dev]


def pair_figures(parsed: Sequence[Q.ParsedQuestion], dev: Sequence[Q.LabelledQuestion], mask: Sequence[bool]):
    """Exact pair (ordered, unordered) on the masked questions with two gold objects, and their number."""
    two = [(p, q) for p, q, m in zip(parsed, dev, mask, strict=True) if m and len(q.spans("OBJ")) == 2]
    ordered, unordered = Q.pair_accuracy([p.objects for p, _ in two], [q.spans("OBJ") for _, q in two])
    return ordered, unordered, len(two)


def span_figures(parsed, dev, mask) -> dict[str, tuple[float, float, float, float]]:
    """Per label: span precision, span recall, token precision, token recall over the masked questions."""
    chosen = [(p, q) for p, q, m in zip(parsed, dev, mask, strict=True) if m]
    predicted = {
        "OBJ": [p.objects for p, _ in chosen],
        "ASP": [p.aspects for p, _ in chosen],
        "PRED": [[p.predicate] if p.predicate else [] for p, _ in chosen],
    }
    out = {}
    for label, pred in predicted.items():
        gold = [q.spans(label) for _, q in chosen]
        out[label] = (*Q.precision_recall(pred, gold), *Q.precision_recall(pred, gold, tokens=True))
    return out


def print_figures(name: str, parsed, dev, direct: list[bool], held_out: list[bool]) -> dict:
    ordered, unordered, n = pair_figures(parsed, dev, direct)
    _, held, n_held = pair_figures(parsed, dev, held_out)
    print(f"{name}: exact object pair, direct questions with two gold objects (n={n}): {ordered:.1%} in order, "
          f"{unordered:.1%} in any order; held-out half (n={n_held}) {held:.1%}")  # fmt: skip
    figures = {"pair_ordered": round(ordered, 4), "pair_unordered": round(unordered, 4)}
    for part, mask in (("direct", direct), ("indirect", [not d for d in direct])):
        for label, (sp, sr, tp, tr) in span_figures(parsed, dev, mask).items():
            print(f"    {part:8s} {label:4s} span P {sp:5.1%} R {sr:5.1%}   token P {tp:5.1%} R {tr:5.1%}")
            figures[f"{part}_{label}_span_pr"] = [round(sp, 4), round(sr, 4)]
    return figures


def topic_figures(parsed_titles: Sequence[Q.ParsedQuestion], topics) -> tuple[float, float]:
    gold = [t.objects or () for t in topics]
    strict, _ = Q.pair_accuracy([p.objects for p in parsed_titles], gold)
    normalised, _ = Q.pair_accuracy(
        [[Q.normalise_object(o) for o in p.objects] for p in parsed_titles],
        [[Q.normalise_object(o) for o in g] for g in gold],
    )
    return strict, normalised


ABLATIONS: list[tuple[str, dict]] = [
    ("no rule features", {"rule_features": False}),
    ("no extra features (chunks, parallel conjuncts)", {"extra": False}),
    ("IO labels instead of BIO", {"bio": False}),
    ("no cap on object runs", {"most": False}),
    ("no fallback to the rules' objects", {"fallback": False}),
    ("no list rule", {"lists": False}),
    ("articles kept", {"strip": False}),
    ("aspects from the rules", {"aspects": "rules"}),
    ("predicate: rules first", {"predicate": "rules_first"}),
    ("predicate: rules only", {"predicate": "rules"}),
    ("no pair ranker", {"pairs": False}),
]


def ablations(dev, direct, analysed, args) -> None:
    print("Ablations (5-fold CV, fold seed 2022; other fold seeds move the figures by about +-1 point; exact pair in "
          "any order on the direct two-object questions; direct aspects and predicate span P/R):")  # fmt: skip
    default = dict(_POLICY)
    epochs, seed, factor = args.epochs, args.seed, args.direct_weight
    variants: list[tuple[str, dict, int, int, float]] = [("chosen configuration", {}, epochs, seed, factor)]
    variants += [(name, change, epochs, seed, factor) for name, change in ABLATIONS]
    variants += [(f"direct questions weight {w:g} instead of {factor:g}", {}, epochs, seed, w) for w in (1.0, 3.0)]
    variants += [(f"{n} epochs instead of {epochs}", {}, n, seed, factor) for n in (5, 20)]
    variants += [(f"perceptron seed {s} instead of {seed}", {}, epochs, s, factor) for s in (1, 2, 3)]
    for name, change, n_epochs, tagger_seed, weight in variants:
        _POLICY.update(change)
        try:
            features_changed = bool({"rule_features", "extra"} & change.keys())
            data = Q.analyse_labelled(dev) if features_changed else analysed
            parsed = Q.cross_validate(
                dev,
                folds=FOLDS,
                seed=CV_SEED,
                epochs=n_epochs,
                tagger_seed=tagger_seed,
                analysed=data,
                weights=[weight if d else 1.0 for d in direct],
                inner_folds=args.inner_folds,
            )
            _, unordered, _ = pair_figures(parsed, dev, direct)
            spans = span_figures(parsed, dev, direct)
            print(f"    {name:48s} {unordered:6.1%}   ASP {spans['ASP'][0]:.1%}/{spans['ASP'][1]:.1%}"
                  f"   PRED {spans['PRED'][0]:.1%}/{spans['PRED'][1]:.1%}")  # fmt: skip
        finally:
            _POLICY.clear()
            _POLICY.update(default)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Q.MODEL_PATH)
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--seed", type=int, default=13, help="perceptron visiting order")
    parser.add_argument("--no-write", action="store_true", help="report only, keep the model file")
    parser.add_argument("--direct-weight", type=float, default=2.0, help="weight of the direct questions")
    parser.add_argument("--inner-folds", type=int, default=3, help="jackknife folds for the pair ranker (<2: none)")
    parser.add_argument("--cv-seeds", default="", help="also cross-validate with these fold seeds, e.g. 1,2")
    parser.add_argument("--ablations", action="store_true", help="also cross-validate each choice switched")
    args = parser.parse_args()
    missing = [p for p in (DEV, DIRECT, LICENSE, TOPICS_2022) if not p.exists()]
    if missing:
        print(f"shared data missing: {', '.join(map(str, missing))} (set COMPARATIVE_IR_SHARED_DATA)", file=sys.stderr)
        return 2
    from comparative_ir.topics import parse_topics

    started = time.perf_counter()
    dev = Q.read_labelled_questions(DEV)
    direct = direct_mask(dev)
    # the half of the direct questions the rules were not tuned on (ids differ between the files: match by text)
    held_texts = {q.text for q in Q.split_half(Q.read_labelled_questions(DIRECT))[1]}
    held_out = [q.text in held_texts for q in dev]
    analysed = Q.analyse_labelled(dev)
    print(f"{len(dev)} dev questions ({sum(direct)} direct), analysed in {time.perf_counter() - started:.0f} s")

    rules = [_assemble(q.text, a, None, distribute=False) for q, (a, _) in zip(dev, analysed, strict=True)]
    print_figures("Rules alone (no training)", rules, dev, direct, held_out)
    weights = Q.training_weights(dev, [q.text for q, d in zip(dev, direct, strict=True) if d], args.direct_weight)
    options = {"epochs": args.epochs, "min_count": 2, "weights": weights, "inner_folds": args.inner_folds}
    parsed = Q.cross_validate(dev, folds=FOLDS, seed=CV_SEED, tagger_seed=args.seed, analysed=analysed, **options)
    cv = print_figures(f"Tagger + pair ranker + rules, {FOLDS}-fold cross-validation", parsed, dev, direct, held_out)
    seeds = [int(x) for x in args.cv_seeds.split(",") if x.strip()]
    if seeds:
        pairs = [pair_figures(parsed, dev, direct)[1]]
        for cv_seed in seeds:
            other = Q.cross_validate(
                dev, folds=FOLDS, seed=cv_seed, tagger_seed=args.seed, analysed=analysed, **options
            )
            pairs.append(pair_figures(other, dev, direct)[1])
        print(f"    exact pair (any order) with fold seeds {[CV_SEED, *seeds]}: "
              f"{', '.join(f'{x:.1%}' for x in pairs)}; mean {sum(pairs) / len(pairs):.1%}")  # fmt: skip

    model = Q.train_model(dev, analysed, seed=args.seed, **options)

    def parse(text: str, a, distribute: bool) -> Q.ParsedQuestion:
        labels, pair = _decode(model, a)
        return _assemble(text, a, labels, distribute, pair)

    final = [parse(q.text, a, False) for q, (a, _) in zip(dev, analysed, strict=True)]
    ordered, unordered, _ = pair_figures(final, dev, direct)
    print(f"Final model on all dev questions (optimistic: trained on them): exact pair {ordered:.1%} / {unordered:.1%}")

    topics = parse_topics(TOPICS_2022)
    docs = load_nlp(_DISABLE).pipe([t.title for t in topics])
    titles = [parse(t.title, a, True) for t, a in zip(topics, map(_analyse, docs), strict=True)]
    strict, normalised = topic_figures(titles, topics)
    print(f"Final model on the Touché 2022 topics (n={len(topics)}, not trained on): exact object pair strict "
          f"{strict:.1%}, normalised {normalised:.1%}")  # fmt: skip

    if not args.no_write:
        metadata = {
            "format": 2,
            "model": "averaged structured perceptron (comparative_ir.question.train_tagger) and log-linear pair ranker "
            "(train_pair_ranker), comparative_ir.question.train_model",
            "trained_on": DEV.name,
            "direct_weight": args.direct_weight,
            "inner_folds": args.inner_folds,
            "epochs": args.epochs,
            "seed": args.seed,
            "policy": dict(_POLICY),
            "cross_validation": {"folds": FOLDS, "seed": CV_SEED, **cv},
            "attribution": attribution(LICENSE.read_text(encoding="utf-8")),
        }
        text = json.dumps(model.to_json(metadata), separators=(",", ":"), ensure_ascii=False) + "\n"
        args.out.write_text(text, encoding="utf-8")
        license_path = args.out.with_name(args.out.stem + ".LICENSE.txt")
        license_path.write_text(attribution(LICENSE.read_text(encoding="utf-8")), encoding="utf-8")
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        print(f"wrote {args.out} ({len(text.encode()) / 1e6:.2f} MB, {len(model.index)} features, sha256 {digest}) "
              f"and {license_path.name}")  # fmt: skip
    if args.ablations:
        ablations(dev, direct, analysed, args)
    print(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
