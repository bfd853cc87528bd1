"""How the tagger, the pair ranker and the rules are combined (switches measured by cross-validation)."""

from __future__ import annotations

# Choices measured by 5-fold cross-validation (scripts/train_question_tagger.py --ablations): each can be switched
# off there. rule_features: the rules' reading as features; extra: noun chunks, repeated words, parallel
# conjuncts; bio: B-/I- labels; most: at most max(2, rule objects) object runs; pairs: the pair ranker (with bio
# labels only, and when the model has one); fallback: the rules' objects
# when the tagger finds fewer than two; lists: the rules' objects when they find three or more (lists are marked by
# commas, which the training data does not have); strip: leading articles dropped; aspects and predicate from the tagger
# ("tagger") or the rules ("rules"; predicate "tagger_first": the tagger's, else the rules').
_POLICY: dict[str, bool | str] = {
    "rule_features": True,
    "extra": True,
    "bio": True,
    "most": True,
    "fallback": True,
    "strip": True,
    "lists": True,
    "aspects": "tagger",
    "predicate": "tagger_first",
    "pairs": True,
}
