#!/usr/bin/env python3
"""Print ``docs/features.md``, the table of ranking features, from ``comparative_ir/feature_catalogue.py``.

    .venv/bin/python scripts/features_doc.py > docs/features.md

``tests/test_feature_catalogue.py`` fails when the file differs from what this prints.
"""

from __future__ import annotations

from comparative_ir.feature_catalogue import TASKS, FeatureInfo, describe
from comparative_ir.ranking import GATED_BY_REPETITION, SNIPPET_BIASED_PREFIXES, TEXT_ONLY_PREFIXES

COMMAND = ".venv/bin/python scripts/features_doc.py > docs/features.md"


def fallback_treatment(name: str, info: FeatureInfo) -> str:
    """What the ranking uses for a title+snippet fallback document (``ranking.impute_fallbacks``)."""
    if name == "fallback":
        return "1 (the flag itself)"
    if name.startswith(TEXT_ONLY_PREFIXES):
        return "topic mean over full texts (0 without any)"
    if name.startswith(SNIPPET_BIASED_PREFIXES):
        return "topic mean over full texts (own value without any)"
    return "own value, from title+snippet" if "text" in info.computed_on else "unaffected"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _names(names: list[str]) -> str:
    return ", ".join(f"`{name}`" for name in names)


def render() -> str:
    """The markdown of ``docs/features.md``."""
    everything = describe()
    counts = {task: len(describe(task)) for task in TASKS}
    only = {task: [name for name, info in everything if info.tasks == (task,)] for task in TASKS}
    snippet_biased = [name for name, _ in everything if name.startswith(SNIPPET_BIASED_PREFIXES)]
    writing = ", ".join(f"`{prefix}*`" for prefix in TEXT_ONLY_PREFIXES)
    lines = [
        "# Ranking features",
        "",
        "<!-- Generated from comparative_ir/feature_catalogue.py by scripts/features_doc.py: do not edit by hand. -->",
        f"Generated: edit `comparative_ir/feature_catalogue.py`, then regenerate with `{COMMAND}`",
        "(`tests/test_feature_catalogue.py` fails when this file is stale or a feature has no entry).",
        "",
        f"The re-ranker (`comparative_ir/ranking.py`) combines {len(everything)} named features linearly, with the "
        "weights of `comparative_ir/weights.toml` or `--weights FILE`. Under `--task comparative` "
        f"{counts['comparative']} of them can vary, under `--task controversial` {counts['controversial']}. "
        "*Raw scale* is a feature's value before normalisation, as `--explain` shows it in `features.jsonl`; "
        "*computed on* says what it reads (*text*: the page's first 5,000 words, or ChatNoir's title and snippet "
        "for a fallback; *title*: ChatNoir's title; *result*: ChatNoir's result). The module docstring of "
        "`feature_catalogue.py` defines mentions, query terms, words, tokens and sentences.",
        "",
        "## Normalisation before weighting",
        "",
        "Features are computed for the top `--rerank-depth` candidates of a topic only. After the fallback "
        "imputation below, each feature is min-max normalised within the topic: (value - min) / (max - min) over "
        "those candidates, so every feature runs from 0 to 1 in every topic, and a feature that is constant within "
        "the topic becomes 0 for all of them. Then, on a page that repeats itself, six of them are discounted: when "
        "the `repetition` component of `q_score` (below) is under 0.5 and its words vary little (`q_mattr` under 0.6), "
        "the normalised "
        f"{_names(sorted(GATED_BY_REPETITION))} are multiplied by twice that component (`repetition_gate` in "
        "`features/quality.py`; keyword-stuffed pages score 0.00-0.05, written ones 0.89 and more; a fallback is "
        "never discounted). The score is the sum of weight x normalised value; ties and the "
        "documents below the re-rank depth keep ChatNoir's order. A weight is therefore the value of going from the "
        "topic's lowest to its highest value of the feature: the unit of a raw scale does not matter, its shape does "
        "(log1p and 1/sqrt(rank) compress the high end). A feature that cannot vary under a task contributes "
        "nothing: controversial questions are not parsed into objects, aspects or a predicate, so under "
        f"`--task controversial` {_names(only['comparative'])} are 0 for every document and their weights are "
        f"meaningless (accepted, without effect); {_names(only['controversial'])} exist only under "
        "`--task controversial`, and a comparative weight naming them is refused as an unknown feature.",
        "",
        "## Snippet fallbacks",
        "",
        "A page that could not be fetched or cleaned (an error, not found, no text extracted, missing from a replay "
        "store) is represented by ChatNoir's title and snippet, one per line, and gets `fallback` = 1; every text "
        "feature is computed on that short text. Before normalisation the ranking replaces some of them "
        f"(`impute_fallbacks`): the writing features ({writing}) take the mean over the topic's full-text "
        "candidates (0 when there are none, so they are constant and count for nothing), since a snippet says "
        f"nothing about a page's writing; {_names(snippet_biased)} take that mean too when the topic has full texts, "
        "since ChatNoir chose the snippet for the query's words (its densities beat every page's) and counts grow "
        "with the length of the text, but keep their own values among snippets alone. All other features keep the "
        "snippet's values. `--explain` shows the values after this replacement.",
        "",
        "## Features",
        "",
        "| Feature | Family | Tasks | Computed on | Raw scale | Snippet fallback | Description |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, info in everything:
        tasks = "both" if set(info.tasks) == set(TASKS) else ", ".join(info.tasks)
        cells = [f"`{name}`", info.family, tasks, info.computed_on, info.scale, fallback_treatment(name, info)]
        lines.append("| " + " | ".join(_cell(cell) for cell in [*cells, info.description]) + " |")
    return "\n".join(lines) + "\n"


def main() -> None:
    print(render(), end="")


if __name__ == "__main__":
    main()
