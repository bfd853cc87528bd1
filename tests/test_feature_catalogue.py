"""The feature catalogue names exactly the features the ranker produces, and docs/features.md is generated from it."""

from __future__ import annotations

import importlib.util
import typing
from pathlib import Path
from types import ModuleType

import pytest

from comparative_ir.documents import Document
from comparative_ir.feature_catalogue import FEATURES, TASKS, FeatureInfo, Source, describe
from comparative_ir.question import ParsedQuestion
from comparative_ir.ranking import extract_features, feature_names
from comparative_ir.retrieval import Candidate

ROOT = Path(__file__).resolve().parent.parent
COMPARATIVE = ParsedQuestion(
    "Which is better for gaming, a laptop or a desktop?", True, ("laptop", "desktop"), ("gaming",), "better"
)
# as pipeline.topic_questions has a controversial question: not parsed
CONTROVERSIAL = ParsedQuestion("Should teachers get tenure?", False, (), (), None)
TEXTS = {
    "comparative": [
        "Laptop vs desktop for gaming\nA desktop is better than a laptop for gaming because it has more cooling. "
        "However, a laptop is easier to carry. Therefore I recommend a desktop if you play at home.\n"
        "Laptops are more expensive than desktops with the same performance, according to a 2020 survey (45 %).",
        "HOME | SHOP | CART\nLaptop sale!!! Buy a laptop now, only $499. Free shipping. lol u wont regret it\n"
        "Contact us. © 2021 All rights reserved. www.example.com",
    ],
    "controversial": [
        "Should teachers get tenure?\nTeachers should get tenure because it protects academic freedom. "
        "Critics argue that tenure should be abolished. In my opinion, tenure must stay.",
        "Our bakery sells fresh bread and cakes every morning. Visit us downtown.",
    ],
}


def _rows(task: str) -> list[dict[str, float]]:
    """Features of two fetched pages and one title+snippet fallback (no document)."""
    question = COMPARATIVE if task == "comparative" else CONTROVERSIAL
    texts = TEXTS[task]
    candidates = [
        Candidate(f"d{i}", f"u{i}", "cw12", 20.0 - i, i, f"Title {i}: {question.question}", "a snippet")
        for i in range(1, len(texts) + 2)
    ]
    documents = {("cw12", f"u{i}"): Document(f"d{i}", f"u{i}", "cw12", t, "fetched") for i, t in enumerate(texts, 1)}
    return extract_features(question, question.question, candidates, documents, task)


@pytest.fixture(scope="module")
def rows() -> dict[str, list[dict[str, float]]]:
    return {task: _rows(task) for task in TASKS}


def test_catalogue_names_exactly_the_features_extract_features_produces(rows):
    produced = {}
    for task in TASKS:
        produced[task] = set(rows[task][0])
        assert all(set(row) == produced[task] for row in rows[task])  # every candidate has the same features
    missing = (produced["comparative"] | produced["controversial"]) - set(FEATURES)
    assert not missing, f"features without a catalogue entry: {sorted(missing)}"
    stale = set(FEATURES) - produced["comparative"] - produced["controversial"]
    assert not stale, f"catalogue entries no task produces: {sorted(stale)}"
    assert set(FEATURES) == feature_names("comparative") | feature_names("controversial")


def test_tasks_say_where_a_feature_can_vary(rows):
    for task in TASKS:
        applies = {name for name, _ in describe(task)}
        assert applies <= set(rows[task][0])
        for name in set(rows[task][0]) - applies:  # produced but said not to apply: always 0
            assert all(row[name] == 0.0 for row in rows[task]), (task, name)


def test_every_entry_is_described():
    sources = set(typing.get_args(Source))
    for name, info in FEATURES.items():
        assert isinstance(info, FeatureInfo)
        assert info.description.strip() and "\n" not in info.description, name
        assert info.family.strip() and info.scale.strip(), name
        assert info.computed_on in sources, name
        assert info.tasks and set(info.tasks) <= set(TASKS), name


def test_raw_values_lie_on_the_stated_scale(rows):
    for task in TASKS:
        for row in rows[task]:
            for name, value in row.items():
                scale = FEATURES[name].scale
                if scale == "0/1 flag":
                    assert value in (0.0, 1.0), (name, value)
                elif scale.endswith("0-1"):
                    assert 0.0 <= value <= 1.0, (name, value)
                elif scale.startswith("log1p"):
                    assert value >= 0.0, (name, value)


def test_describe_filters_by_task():
    assert describe() == list(FEATURES.items())
    assert all(task in info.tasks for task in TASKS for _, info in describe(task))
    assert {name for name, _ in describe("controversial")} >= {"stance_claims", "stance_on_topic"}
    assert not any(name.startswith("obj_") for name, _ in describe("controversial"))
    with pytest.raises(ValueError, match="unknown task"):
        describe("comparatve")


def _features_doc() -> ModuleType:
    spec = importlib.util.spec_from_file_location("features_doc", ROOT / "scripts" / "features_doc.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_features_doc_is_what_the_script_prints():
    rendered = _features_doc().render()
    assert all(f"| `{name}` |" in rendered for name in FEATURES)
    current = (ROOT / "docs" / "features.md").read_text(encoding="utf-8")
    assert current == rendered, (
        "docs/features.md is stale: run .venv/bin/python scripts/features_doc.py > docs/features.md"
    )


def test_cached_document_features_are_keyed_on_every_module_of_the_features_package():
    """Only four named modules were hashed: a feature in a new module under features/ (where docs/usage.md,
    "Extending", says features live) kept its cached values after an edit (a researcher's review, session 21)."""
    from importlib import resources

    from comparative_ir.features.document import DOCUMENT_FEATURES_CODE, code_files

    hashed = {f.name for f in code_files(DOCUMENT_FEATURES_CODE)}
    modules = {f.name for f in resources.files("comparative_ir.features").iterdir() if f.name.endswith(".py")}
    assert modules <= hashed and "nlp.py" in hashed
