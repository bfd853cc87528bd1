"""What each ranking feature means: one entry per name ``ranking.extract_features`` produces.

The descriptions are read off the functions that compute the features (``ranking.py``, ``features/relevance.py``,
``features/argumentative.py``, ``features/quality.py``, ``features/interstitial.py``, ``stance/controversial.py``).
The test
``tests/test_feature_catalogue.py`` checks that the names here are exactly those the ranker produces, and
``docs/features.md`` is generated from this dict by ``scripts/features_doc.py``.

Terms used below:

- *text*: the document's text as the ranker sees it, its first 5,000 words (``text.MAX_WORDS``); the cleaned page,
  or ChatNoir's title and snippet (one per line) when the page could not be fetched or cleaned (``fallback``). The
  topical features (``rel_``, ``obj_``, ``asp_``, ``pred_``, ``cue_``, ``cmp_``) see it with links and e-mail
  addresses blanked out; the writing features (``arg_``, ``q_``) and the stance features see it with its links.
- *title*: ChatNoir's title of the result; *result*: ChatNoir's result record itself (score, rank).
- *query terms*: the topic title's lower-cased words of two or more characters, without stop words (which include
  "better", "vs", "difference"), each once.
- *mention*: a whole-word, case-insensitive, accent-insensitive match with plural and possessive endings.
- *sentences*: for the ``obj_`` and ``cmp_`` features those of ``text.split_sentences``; for the ``arg_`` and ``q_``
  features those of ``quality.split_sentences`` (line breaks, and . ! ? not after an abbreviation) over the first
  60,000 characters (``quality.MAX_CHARS``), whose whitespace-separated *tokens* and alphabetic *words* they count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Task = Literal["comparative", "controversial"]
# What a feature is computed from. No feature reads the snippet, the title+snippet pair or the question alone: a
# snippet enters as the "text" of a fallback document, the question as the query terms or objects looked for.
Source = Literal["text", "title", "title+text", "snippet", "title+snippet", "question", "result"]
TASKS: tuple[Task, ...] = ("comparative", "controversial")
BOTH: tuple[Task, ...] = TASKS
COMPARATIVE: tuple[Task, ...] = ("comparative",)
CONTROVERSIAL: tuple[Task, ...] = ("controversial",)


@dataclass(frozen=True)
class FeatureInfo:
    """One feature: its family, a one-line meaning, its raw scale (before per-topic min-max normalisation), what it
    is computed on, and the tasks in which it can vary (under the other task it is absent or always 0)."""

    family: str
    description: str
    scale: str
    computed_on: Source
    tasks: tuple[Task, ...]


def _info(family: str, description: str, scale: str, computed_on: Source, tasks: tuple[Task, ...]) -> FeatureInfo:
    return FeatureInfo(family, description, scale, computed_on, tasks)


def _result(description: str, scale: str) -> FeatureInfo:
    return _info("chatnoir", description, scale, "result", BOTH)


def _query(description: str, scale: str, on: Source = "text") -> FeatureInfo:
    return _info("query", description, scale, on, BOTH)


def _objects(description: str, scale: str, on: Source = "text") -> FeatureInfo:
    return _info("objects", description, scale, on, COMPARATIVE)


def _cue(description: str, scale: str, on: Source) -> FeatureInfo:
    return _info("cues", description, scale, on, BOTH)


def _quality(description: str, scale: str = "share 0-1") -> FeatureInfo:
    return _info("quality", description, scale, "text", BOTH)


# argumentative.MARKERS groups: what their markers are (examples from the lexicon).
_MARKER_GROUPS: dict[str, str] = {
    "claim": 'claim markers ("I argue", "the point is", "clearly", "of course", "should", "must", "need to")',
    "premise": 'premise markers ("because", "due to", "in fact", "moreover", "in addition", sentence-initial "since")',
    "contrast": 'contrast markers ("however", "although", "but", "on the other hand", sentence-initial "while", "yet")',
    "conclusion": 'conclusion markers ("therefore", "thus", "in conclusion", "overall", "that\'s why", initial "so")',
    "stance": 'first-person stance markers ("I think", "I believe", "in my opinion", "personally", "I prefer")',
    "recommendation": 'recommendation markers ("I recommend", "you should", "go for", "the better choice", "avoid")',
    "evaluation": 'evaluation markers ("advantages", "pros and cons", "drawback", "benefit", "weakness", "risk")',
    "evidence": 'evidence markers ("according to", "studies show", "researchers", "survey"; "[1]", "(Smith, 2010)", '
    '"45 %")',
    "example": 'example markers ("for example", "for instance", "e.g.", "such as", "including")',
    "structure": 'enumeration markers ("firstly", "finally", "first of all", "on the one hand", initial "next")',
    "comparison": 'comparison markers ("than", "compared to", "versus", "vs", "better", "worse", "outperforms")',
}


def _marker_group(group: str, what: str) -> dict[str, FeatureInfo]:
    return {
        f"arg_{group}": _info(
            "argument", f"Share of the sentences with at least one of the {what}", "share 0-1", "text", BOTH
        ),
        f"arg_{group}_sat": _info(
            "argument",
            f"Number of {what.split(' (')[0]}, saturating: 1 marker 0.39, 3 markers 0.78",
            "1 - exp(-count/2), 0-1",
            "text",
            BOTH,
        ),
    }


FEATURES: dict[str, FeatureInfo] = {
    # ranking.extract_features: the ChatNoir result
    "chatnoir_score": _result("ChatNoir's retrieval score of the result, as returned", "raw ChatNoir score"),
    "chatnoir_rank": _result(
        "ChatNoir's rank r of the result (from 1) as 1/sqrt(r): 1, 0.71, 0.58, ...", "1/sqrt(rank)"
    ),
    "fallback": _info(
        "document",
        "1 when the text is ChatNoir's title and snippet because the page could not be fetched or "
        "cleaned (see the fallback paragraph)",
        "0/1 flag",
        "text",
        BOTH,
    ),
    # relevance.query_features
    "rel_query_coverage": _query("Share of the query terms mentioned in the text", "share 0-1"),
    "rel_query_title_coverage": _query("Share of the query terms mentioned in the title", "share 0-1", "title"),
    "rel_query_density": _query("Mentions of all query terms per 100 words of the text", "log1p(per 100 words)"),
    # relevance.object_features (objects: the parsed or given compared objects, stop words dropped)
    "obj_coverage": _objects("Share of the compared objects mentioned in the text", "share 0-1"),
    "obj_all": _objects(
        "1 when every object is mentioned in the text (two or more objects; with one object, when it is)", "0/1 flag"
    ),
    "obj_title": _objects("Share of the compared objects mentioned in the title", "share 0-1", "title"),
    "obj_mentions": _objects("Mentions of all compared objects in the text, summed", "log1p count"),
    "obj_balance": _objects(
        "Mentions of the least mentioned object / of the most mentioned one (0 with fewer than 2 objects or none "
        "mentioned)",
        "min/max mentions, 0-1",
    ),
    "obj_cooccurrence": _objects("Sentences of the text that mention at least two of the objects", "log1p count"),
    "obj_proximity": _objects(
        "Closeness of the nearest mentions of the first two objects, d = characters between their starts "
        "(0 if either is missing)",
        "1/(1 + d/100), 0-1",
    ),
    # relevance.aspect_features
    "asp_coverage": _info(
        "aspects",
        'Share of the question\'s aspect terms (as "gaming" in "better for gaming") mentioned in the text',
        "share 0-1",
        "text",
        COMPARATIVE,
    ),
    "pred_present": _info(
        "aspects",
        '1 when the question\'s comparative predicate (as "better", "faster") is mentioned in the text',
        "0/1 flag",
        "text",
        COMPARATIVE,
    ),
    # relevance.cue_features (comparison words: vs, versus, compare(d), comparison, difference(s), better, worse,
    # best, than, prefer(red), advantage(s), disadvantage(s), benefit(s), drawback(s), pros, cons; shop words: buy,
    # sale, shop, store, deal(s), discount, cheap, price(s), cart, shipping, supplier(s), wholesale, coupon, ...)
    "cue_title_comparison": _cue(
        "1 when the title has a comparison word (vs, than, better, pros, ...)", "0/1 flag", "title"
    ),
    "cue_title_question": _cue("1 when the title ends with a question mark", "0/1 flag", "title"),
    "cue_comparison_density": _cue("Comparison words per 100 words of the text", "log1p(per 100 words)", "text"),
    "cue_commerce": _cue(
        "Shop words (buy, sale, price, shipping, ...): those in the title plus those in the text / 5",
        "log1p(weighted count)",
        "title+text",
    ),
    # ranking._add_comparative_sentence_features, over the first 40 sentences naming the first two objects
    "cmp_sentences": _info(
        "comparative",
        "Sentences naming the first two objects that the comparative-sentence rules label BETTER or "
        "WORSE (of the first 40 sentences naming both)",
        "log1p count",
        "text",
        COMPARATIVE,
    ),
    "cmp_share": _info(
        "comparative",
        "Share of the (first 40) sentences naming the first two objects that the rules label BETTER "
        "or WORSE, i.e. that compare them",
        "share 0-1",
        "text",
        COMPARATIVE,
    ),
    # ranking._add_stance_claim_features (stance.controversial rules, the topic title as the question)
    "stance_claims": _info(
        "stance",
        "Claims for plus against the question's proposition found by the stance rules (deontic claims, "
        "imperatives, answers in the question's words; reported speech counts half)",
        "log1p(weighted count)",
        "text",
        CONTROVERSIAL,
    ),
    "stance_on_topic": _info(
        "stance",
        "How close the page comes to the stance rules' topic gate: min(1, max(topic sentences / 5, "
        "topic-sentence share / 0.25)), at least 0.4 when its first line names the topic",
        "share 0-1",
        "text",
        CONTROVERSIAL,
    ),
    # argumentative.prepared_argumentative_features; markers count only in prose sentences (ending in . ! ? : ; or
    # of 10+ words), matched on lower-case tokens, longest first, without overlap
    **{name: info for group, what in _MARKER_GROUPS.items() for name, info in _marker_group(group, what).items()},
    "arg_marker_density": _info(
        "argument",
        "Markers of all groups per 100 words, saturating",
        "1 - exp(-(per 100 words)/3), 0-1",
        "text",
        BOTH,
    ),
    "arg_sentence_share": _info(
        "argument", "Share of the sentences with a marker of any group", "share 0-1", "text", BOTH
    ),
    "arg_group_diversity": _info(
        "argument",
        "Share of the 7 groups claim, premise, contrast, conclusion, stance, evidence, example that "
        "occur at least once",
        "share 0-1",
        "text",
        BOTH,
    ),
    "arg_question_share": _info("argument", 'Share of the sentences ending in "?"', "share 0-1", "text", BOTH),
    "arg_score": _info(
        "argument",
        "Hand-set argumentativeness prior: 0.4 min(1, arg_sentence_share / 0.5) + 0.35 min(1, "
        "arg_group_diversity x 7/4) + 0.25 arg_marker_density",
        "score 0-1",
        "text",
        BOTH,
    ),
    # quality.prepared_quality_features (words: alphabetic words; tokens: whitespace-separated tokens)
    "q_log_words": _quality(
        "Number of words, of the first 5,000 (the features of a page read its first 5,000 words)", "log1p count"
    ),
    "q_sent_len_mean": _quality("Mean number of tokens per sentence", "tokens per sentence, 0-200"),
    "q_short_sent_share": _quality("Share of the sentences with fewer than 4 tokens"),
    "q_long_sent_share": _quality("Share of the sentences with more than 40 tokens"),
    "q_lowercase_start_share": _quality("Share of the sentences of 3+ tokens that start with a lower-case letter"),
    "q_terminal_punct_share": _quality("Share of the sentences ending in . ! ? : ; or … (before closing quotes)"),
    "q_flesch": _quality(
        "Flesch reading ease (206.835 - 1.015 words/sentence - 84.6 syllables/word; vowel-group syllables, ASCII "
        "words)",
        "Flesch score, -100 to 121.22",
    ),
    "q_word_len_mean": _quality("Mean number of letters per word", "letters per word, 0-30"),
    "q_stopword_share": _quality("Share of the words that are function words (prose rather than lists)"),
    "q_mattr": _quality(
        "Mean type-token ratio over consecutive 50-word windows (low for keyword stuffing)", "ratio 0-1"
    ),
    "q_top_word_share": _quality(
        "Occurrences of the most frequent content word (3+ letters, not a stop word) / max(25, all content words)"
    ),
    "q_dup_sentence_share": _quality("Share of the sentences that repeat an earlier one (case and spacing ignored)"),
    "q_profanity_share": _quality(
        'Profane words (and masked ones, "f*ck"; "Dick" capitalised not counted) per word', "rate 0-1"
    ),
    "q_typo_share": _quality(
        'Common misspellings, contractions without apostrophe ("dont"), lower-case "i" and words glued after '
        'punctuation ("end.Next") per word',
        "rate 0-1",
    ),
    "q_informal_share": _quality(
        'Chat words (lol, gonna, ...), elongations ("soooo"), chat letters ("u", "r") and emoticons per word',
        "rate 0-1",
    ),
    "q_odd_token_share": _quality(
        "Odd tokens (non-URL tokens over 25 characters, HTML entities, runs of 4+ symbols, letter-digit soup, "
        "replacement characters) per token",
        "rate 0-1",
    ),
    "q_caps_share": _quality("ALL-CAPS words of 2+ letters per word", "rate 0-1"),
    "q_caps_run_share": _quality("ALL-CAPS words in runs of 3 or more (shouting) per word", "rate 0-1"),
    "q_exclaim_share": _quality('Share of the sentences ending in "!"'),
    "q_multi_punct_rate": _quality('Runs of 2+ "!"/"?" ("!!!", "?!") per sentence, capped at 1', "rate 0-1"),
    "q_short_line_share": _quality("Share of the non-empty lines with fewer than 4 tokens (0 with fewer than 3 lines)"),
    "q_list_line_share": _quality(
        'Share of the non-empty lines starting with a bullet or a number ("- ", "1. ", "a) "; 0 with fewer '
        "than 3 lines)"
    ),
    "q_nav_share": _quality(
        'Share of the words that are page chrome: navigation segments ("Home | Login | Cart"), one-line menus, '
        "cookie notices"
    ),
    "q_separator_rate": _quality(
        'Separators (| » › · • and " > "; not the bars of table rows) per word, capped at 1', "rate 0-1"
    ),
    "q_copyright": _quality('1 when the text has a copyright notice (©, "all rights reserved", ...)', "0/1 flag"),
    "q_url_share": _quality('URLs, e-mail addresses and bare domains ("example.com") per token', "rate 0-1"),
    "q_number_share": _quality("Tokens that are numbers per token", "rate 0-1"),
    "q_commerce_share": _quality(
        "Shop words (cart, price, shipping, ...) per word, plus prices when the text has a shop word", "rate 0-1"
    ),
    "q_alpha_ratio": _quality("Letters in words / non-space characters"),
    "q_non_latin_share": _quality("Share of the letters outside the Latin script"),
    "q_score": _quality(
        "Hand-set writing-quality prior from the q_ features: weighted mean of form components (prose, sentence "
        "length and shape, readability, length) times one penalty factor per problem (profanity, typos, informal, "
        "odd tokens, shouting, boilerplate, repetition)",
        "score 0-1",
    ),
    # interstitial.interstitial_kind
    "interstitial": _info(
        "document",
        "1 when the text is a soft 404, a parked domain, a bot check, or a login, consent or pay wall that says "
        "nothing else (its notice in the first 1,000 characters; fewer than 120 words of other prose, 40 for a pay "
        "wall, 15 words of statements beside the site's own talk for a login, consent or age wall) and, unless a "
        "wall, whose statements name fewer than half of the query's terms; the ranking puts such a result after "
        "the other re-ranked ones, whatever its score; 0 for a fallback",
        "0/1 flag",
        "text",
        BOTH,
    ),
}


def describe(task: str | None = None) -> list[tuple[str, FeatureInfo]]:
    """The features (in catalogue order: by family) that can vary under ``task``, or all of them for None."""
    if task is not None and task not in TASKS:
        raise ValueError(f"unknown task {task!r} (tasks: {', '.join(TASKS)})")
    return [(name, info) for name, info in FEATURES.items() if task is None or task in info.tasks]
