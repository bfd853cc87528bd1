"""The word lists and phrase patterns that the comparative stance rules (``comparative_ir.stance.comparative``) read.

They are kept apart from the rules so that the rules read as logic. They are data: hand-written general English,
nothing taken from any data set. ``comparative`` imports every name it uses from here and re-exposes them as its
own attributes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from comparative_ir.features.comparative import NEGATIVE_COMPARATIVES


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- hand-written lexicons (general English, nothing taken from any data set) ------------------------------------

#: Words praising what a sentence is about.
POSITIVE = _words(
    """good great excellent fantastic superb awesome amazing solid decent nice brilliant wonderful outstanding
    perfect reliable impressive elegant beautiful love loved loves enjoy enjoyed prefer prefers preferred
    recommend recommended recommendation better superior easier cheaper simpler safer faster powerful
    efficient effective useful helpful convenient flexible robust intuitive advantage advantages benefit
    benefits winner worth favourite favorite ideal pleased satisfied happy happier pleasant tastier healthier stable
    secure accurate healthy nutritious
    durable affordable practical comfortable readable maintainable scalable unbeatable likeit fanof mygoto """
)
#: Words blaming what a sentence is about.
NEGATIVE = _words(
    """bad terrible awful lousy mediocre poor horrible crap crappy sucks suck sucked weak ugly buggy broken
    disappointing disappointed useless pathetic hate hated hates fail fails failed failure avoid overpriced
    worse worst inferior problem problems bug bugs unreliable unstable painful annoying frustrating nightmare
    waste drawback drawbacks disadvantage disadvantages downside downsides limitation limitations lacks lacking
    mess risky dangerous overrated overhyped dislike disliked
    junkit isajoke regretful letdown"""
) | (NEGATIVE_COMPARATIVES - {"older", "harder"})
#: Comparatives that rate rather than describe ("cheaper", "safer"; not "larger", "later"), the unfavourable
#: ones from the comparative sentence rules.
COMPARATIVES = (
    _words(
        """better superior preferable faster cheaper easier safer stronger quicker cleaner simpler healthier
        tastier smarter nicer sturdier"""
    )
    | (NEGATIVE_COMPARATIVES - {"older"})  # "older versions" describes
)
#: Everyday praise and blame said in a phrase, each read as one lexicon word (``_polarity``): "I (really) like",
#: "I'm (not) a fan of", "is a joke", "is junk", "regret buying", "let me down", "hard to beat", "my go-to", "does the
#: job", "far from perfect" ("not perfect"). Phrases, not words: "like" is mostly a preposition, "fan" a device,
#: "joke", "junk" and "garbage" name other things ("no joke", "junk mail", "garbage collection").
_BEATEN = r"(?=\s*(?:[.,;:!)]|$|(?:for|on|at|in|when|as|if\s+you|these\s+days)\b))"  # not "hard to beat into sugar"
EVALUATIVE_PHRASES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # the author as the subject, nothing between but adverbs: not "We, like most people, ...", "what I like about X"
    (
        re.compile(
            r"(?<!what\s)(?<!thing\s)(?<!things\s)\b(?:i|we)\s+(?:(?:really|do|did|don't|didn't|never|also|just"
            r"|actually|personally|always|definitely|still|truly|absolutely|(?:do|did)\s+not)\s+)*(?:like|liked)\b"
            r"(?!\s+(?:to|least|about)\b)"
        ),
        lambda match: match.group()[: match.group().rindex(" ") + 1] + "likeit",  # "i don't likeit": negated
    ),
    (
        re.compile(r"\b(?:i'm|i\s+am|we're|we\s+are)\s+(not\s+)?(?:a\s+)?(?:(?:big|huge|great|massive)\s+)?fan\s+of\b"),
        r" \1fanof ",
    ),
    (
        re.compile(
            r"\b(?:is|are|was|were)\s+(?:(?:just|such|really)\s+)?an?\s+(?:(?:complete|total|bad|sick|absolute)\s+)?joke\b"
        ),
        " isajoke ",
    ),
    (
        re.compile(
            r"\b(?:is|are|was|were)\s+(?:(?:just|pure|total|absolute|overpriced)\s+)?junk\b(?!\s*-?\s*(?:mail|food|folder|drawer|bonds?|yard|e-?mail|dna|science|removal)\b)"
        ),
        " junkit ",
    ),
    (
        re.compile(
            r"\bregret(?:s|ted)?\s+(?:ever\s+)?(?:buying|getting|choosing|switching\s+to|going\s+with|picking|using|the\s+purchase)\b"
        ),
        " regretful ",
    ),
    (re.compile(r"\blet(?:s|ting)?\s+(?:me|us|you|them|everyone)\s+down\b"), " letdown "),
    (
        re.compile(
            r"\b(?:(?:hard|tough|difficult)\s+to\s+beat|(?:can't|cannot|can\s+not)\s+be\s+beat(?:en)?)\b" + _BEATEN
        ),
        " unbeatable ",
    ),
    (re.compile(r"\b(?:my|our)\s+go-to\b"), " mygoto "),
    # "most fund managers fail to beat their index": what they fail to beat wins
    (
        re.compile(r"\b(?:fail(?:s|ed)?|struggles?|struggled)\s+to\s+(?:beat|match|outperform|keep\s+up\s+with)\b"),
        " unbeatable ",
    ),
    (re.compile(r"\bfar\s+from\b"), " not "),
    (re.compile(r"\bunlikely\s+to\b"), " not to "),  # "is very unlikely to do better"; not "an unlikely but excellent"
    (
        re.compile(
            r"\b(?:does|did|do)\s+(?:the|its|the\s+whole)\s+job\b"
            r"(?=\s*(?:[.,;:!)]|$|(?:well|fine|nicely|just|perfectly|great|for\s+(?:me|us|most)|any\s*more)\b))"
        ),
        " good ",
    ),
)
#: A negation among the three words before a polarity word flips it ("not reliable", "never had a problem").
NEGATIONS = _words("not n't no never nothing hardly barely neither nor without don't doesn't isn't wasn't won't")

#: Generic words that do not identify an object on their own ("the better way", "to use a handle").
GENERIC = _words(
    """use using used way ways one ones thing things time good bad better best new old more less much many
    get getting go going make making do doing type kind kinds option options method methods version versions
    something someone people person simple"""
)

_DET = r"(?:(?:the|a|an|some|your|my|our|with|for|using|to|only|just|one|of|them|him|her|us|me)\s+)*"  # "get them X"
_ADVERBS = (
    r"(?:(?:definitely|probably|certainly|still|just|strongly|really|always|personally|rather|simply|only|then|also)"
    r"\s+)*"
)
#: Verbs that, said by someone advising, recommend their object: "use X", "I'd go with X", "install X"; the base
#: forms alone follow "but" as advice ("..., but get X"), the past ones tell what someone chose ("I went with X",
#: "Bought the Civic yesterday.").
_BASE_CHOICE_VERBS = (
    r"(?:go(?:ing)?\s+(?:with|for|back\s+to)|stick(?:ing)?\s+(?:with|to)|switch(?:ing)?\s+to|opt(?:ing)?\s+for"
    r"|settle\s+(?:on|for)|choose|pick|use|buy|get|install|learn|try|take|make\s+it\s+with|reach\s+for|grab"
    r"|lean(?:ing)?\s+towards?|vote\s+for|recommend|suggest|prefer|endorse)"
)
_CHOICE_VERBS = (
    r"(?:" + _BASE_CHOICE_VERBS[3:-1] + r"|went\s+(?:with|for|back\s+to)|switched\s+to|opted\s+for"
    r"|settled\s+(?:on|for)|chose|picked|bought|reached\s+for|grabbed|leaned\s+towards?)"
)
#: Phrases recommending the object right after them: "go with X", "I'd choose the X", "you should use X".
#: The verb must be said as advice: after a subject and a modal, at the start of a clause (imperative), or
#: as a first-person preference ("I use X", "I prefer X").
RECOMMEND_BEFORE = re.compile(
    r"(?:(?:^|[,;:(\-]\s*|\b(?:so|then|and|just|simply|definitely|but|instead)\s+)"  # "use X", "but get X"
    + _ADVERBS
    + _CHOICE_VERBS
    + r"|(?:(?<!if\s)(?<!when\s)(?<!unless\s)(?<!whether\s)(?<!once\s)"  # not a condition: "if you use X, ..."
    r"\b(?:i|we|you|i'd|we'd|you'd|i'll|we'll|i'm|one)\s+(?:(?:would|will|should|must|need\s+to"
    r"|want\s+to|have\s+to|am\s+going\s+to|ought\s+to|strongly|usually|always|now|still|personally|rather"
    r"|definitely|probably|generally|really|highly|mostly|'d)\s+)*"
    r"|\b(?:recommend|suggest|advise)(?:s|ed|ing)?\s+(?:you\s+|that\s+you\s+|to\s+)?"
    r")"
    + _ADVERBS
    + _CHOICE_VERBS
    + r"|\b(?:i'd|i\s+would|i\s+always)\s+(?:(?:probably|definitely|still|honestly)\s+)?say"  # "I'd say X"
    + r"|\b(?:my|our)\s+(?:(?:top|clear|overall|final)\s+)?(?:vote|pick|choice|money|recommendation|advice|answer"
    r"|verdict)"
    r"(?:\s+(?:to|for)(?:\s+(?!(?:worst|overrated|least|underrated)\b)\w+){1,3}?)?"  # "my pick for beginners is X"
    r"\s+(?:is|goes|would\s+go|would\s+be)(?:\s+(?:clear|simple|easy))?:?(?:\s+to\s+(?:start|begin)\s+(?:on|with)"
    r"|\s+to\s+"
    + _CHOICE_VERBS
    + r"|\s+(?:to|on|with|for))?"
    + r"|\b(?:start|begin)\s+(?:with|at)"  # "I'd start with guitar", "start at community college"
    + r"|\b(?:another|one\s+more)\s+vote\s+for|(?:^|\s)\+1\s+for"  # "Another vote for iPhone."
    + r"|\b(?:hard|tough|difficult)\s+to\s+beat"  # "It will be hard to beat a budget flight."
    # the object a doing, picked by a modal alone: "I'd lease.", "you should rent" (no noun follows "I'd" bare)
    + r"|\b(?:i'd|i\s+would|we'd|we\s+would|you\s+should)(?:\s+(?:just|definitely|probably|still|honestly))?"
    # "My answer is almost always the same: Roth."
    + r"|\b(?:my|our)\s+(?:answer|advice|pick|vote|recommendation|verdict)\s+is\s+[^.:;!?]{0,40}:\s*"
    # "Nothing beats X", "nothing comes close to X"
    + r"|\bnothing\s+(?:(?:really|quite)\s+)?(?:beats|tops|compares\s+(?:to|with)|comes\s+close\s+to)"
    # "You can't beat X" (not "if you can't beat X", "the Lakers can't beat X")
    + r"|(?<!if\s)\byou\s+(?:just\s+|really\s+|simply\s+)?(?:can't|cannot|can\s+not)\s+(?:really\s+)?beat"
    + r"|\bsteer\s+(?:people|you|everyone|most\s+people|beginners|customers|clients)\s+towards?"
    + r"|\b(?:i'd|i\s+would)\s+(?:just\s+|definitely\s+)?go(?!\s+(?:to|back|out|home|there)\b)"  # "I'd go heat pump"
    # "...: go induction" (an imperative after a colon)
    + r"|[:;]\s*go(?=\s+(?!(?:to|for|with|back|out|home|there|on|up|down|over|away|through|into|ahead)\b))"
    + r"|\bfor\s+me,?\s+it(?:'s|\s+is|\s+would\s+be)"  # "for me it's the board"
    # "the smarter pick is X", "the better choice for most people is X" (not "the worse choice")
    + r"|\bthe\s+(?:better|best|smarter|smartest|safer|safest|wiser|right|clear|obvious|sensible)\s+"
    r"(?:pick|choice|option|bet|buy|move|decision|call)(?:\s+(?:for|to)(?:\s+\w+){1,3}?)?\s+(?:is|would\s+be|remains)"
    + r"|\b(?:your|the|my)\s+best\s+(?:bet|option|choice|move)\s+(?:is|would\s+be)"
    r"(?:\s+(?:probably|definitely|still|likely|clearly|usually|always|simply))?(?:\s+to\s+"
    + _CHOICE_VERBS
    + r")?|\bbetter\s+off\s+(?:with|using)"
    # "The answer is X." (the answer to which one; "my answer is" above)
    + r"|\bthe\s+answer\s+(?:here\s+)?is(?:\s+(?:simple|easy|clear|obvious))?:?"
    # "you have to go the virtualization route", "Go the Linux way." (``GO_THE``: a route noun after the object);
    # not "if you go the X route", "once you go the X route"
    + r"|(?:(?:^|[,;:(\-]\s*|\b(?:so|then|just|simply|definitely|but)\s+)|(?<!if\s)(?<!when\s)(?<!unless\s)"
    r"(?<!once\s)(?<!before\s)(?<!whether\s)(?<!should\s)(?<!whenever\s)"
    r"\b(?:i|we|you|i'd|we'd|you'd|i'll|we'll)\s+(?:(?:would|will|should|must|need\s+to|have\s+to|'d|probably"
    r"|definitely|just)\s+)*)go(?:\s+down)?(?=\s+the\s+$)"
    # "it's best to buy in US", "It is better to be the first author" (verbs of having or choosing: not "it's best to
    # limit white rice", "to wait for the Tesla"; "it's best to avoid X" is read as against)
     + r"|\b(?:it's|it\s+is|it\s+would\s+be|it'd\s+be)\s+(?:(?:generally|usually|probably|always|definitely"
    r"|much|far)\s+)?(?:best|better|wiser|smarter|safer)\s+to\s+(?:buy|get|use|choose|pick|learn|try|take|own|have"
    r"|eat|drink|rent|lease|drive|be|go\s+with|go\s+for|stick\s+with|start\s+with|book|stay\s+(?:in|at))"
    r")\s+" + _DET + r"$"
)
#: What "go the X" picks needs after the object: "go the virtualization route" (not "go the extra mile").
GO_THE = re.compile(r"\bgo(?:\s+down)?\s+the\s+$")
ROUTE_AFTER = re.compile(r"\s+(?:route|way|path|road)\b")
#: Picks said in so many words that a doubt before them takes back: "I'm not sure the answer is X", "I don't think
#: it's better to eat X", "If the answer is X, ...", "They say X is the answer".
SAID_PICK = re.compile(r"\banswer\s+(?:here\s+)?is\b|\b(?:best|better|wiser|smarter|safer)\s+to\s+\w+")
PICK_DOUBTED = re.compile(
    r"\b(?:not|never|nobody|no\s+one|doubt|if|whether|saying|maybe|perhaps|unless)\b"
    r"|\b(?:do|does|did)(?:n't|\s+not)\s+(?:really\s+)?think\b"  # not "Don't overpay; ...", "I think the answer is X"
    r"|\b(?:they|people|some|many|others|everyone|he|she)\s+(?:\w+\s+)?(?:says?|said|thinks?|claims?)\b"
)

#: "the healthier choice", "the more effective option": a favourable comparative before a choice noun.
_RATING_COMPARATIVE = (
    r"(?:"
    + "|".join(sorted(COMPARATIVES - NEGATIVE_COMPARATIVES))
    + r"|more\s+(?:"
    + "|".join(sorted(POSITIVE - COMPARATIVES))
    + r"|effective|sensible|affordable|economical|versatile|suitable|appropriate))"
)
#: Phrases recommending the object right before them: "X is the way to go", "X, hands down".
RECOMMEND_AFTER = re.compile(
    r"^\W*(?:(?:is|are|'s|would\s+be|will\s+be|seems?\s+to\s+be|was)\s+)?"
    r"(?:(?:definitely|clearly|probably|really|still|much|far|by\s+far|certainly|always|just|the|(?:very|most)\s+likely)"
    r"\s+)*"
    r"(?:(?:the\s+)?way\s+to\s+go|your\s+best\s+bet|the\s+winner|hands\s+down|all\s+the\s+way"
    r"|wins\b(?!\s+(?:on|for|in|at|when|if)\b)"  # "X wins on lossless": one aspect, not the verdict
    r"|(?:the|a|your)\s+(?:best|better|right|clear|obvious|safer|smarter|good|great|safe|wiser|kinder|gentler"
    r"|(?:more\s+)?sensible" + r"|" + _RATING_COMPARATIVE + r")\s+"
    r"(?:choice|option|bet|way|pick|solution|answer|one|value|buy|investment|decision|move|path|route|call|fit)"
    r"|what\s+you\s+(?:want|need|are\s+looking\s+for)\b"
    r"|the\s+answer(?=\s*(?:(?:here|for\s+you|for\s+me)\s*)?(?:[.!;]|$))"  # "X is definitely the answer here."
    r"|instead(?=\s*[.!;])"  # "I enrolled at community college instead." (not a heading: "When I'd invest instead")
    r"|(?:my|our)\s+(?:(?:top|clear|overall)\s+)?(?:choice|pick|preference|recommendation|favou?rite|winner)\b"
    # "X gets my vote", "X is the best.", "X is the best of the two"
    r"|gets?\s+my\s+vote\b(?!\s+for\s+(?:the\s+)?(?:worst|least|most\s+overrated|biggest\s+(?:letdown|disappointment)))|the\s+best(?=\s*(?:[.!;]|$))|the\s+(?:best|better)\s+of\s+the\s+(?:two|bunch|lot)\b"
    r"|comes?\s+out\s+(?:(?:slightly|clearly|narrowly|just|well)\s+)?(?:ahead|on\s+top)|takes\s+it\b"
    r"|no\s+(?:contest|question)(?=\s*(?:[.,;:!?)]|$))"  # at a clause's end: not "X is no question the worse"
    r"|the\s+one\s+to\s+(?:pick|get|buy|choose|go\s+for)\b|the\s+one\s+(?:we|i)\s+(?:recommend|pick|choose)\b"
    r"|(?:more|most|better|best)\s+suit(?:ed|able)\b|(?:preferable|preferred|recommended)\b)"
)
#: "X is the better service for most people", "the best camera overall", "the better tool: ...": the verdict in
#: any noun (not under a condition: "If you want one device for everything, X is the better smartwatch").
_BETTER_NOUN = re.compile(
    r"^\W*(?:is|are|'s|would\s+be|will\s+be|remains)\s+(?:(?:still|clearly|simply|just)\s+)?the\s+(?:better|best)\s+"
    r"(?!(?:known|selling|looking|paid|kept|rated|part|thing)\b)[a-z]+"
    r"(?=\s+(?:for\s+(?:most|almost|nearly|the\s+vast)|overall|of\s+the\s+two|by\s+far|here)\b|\s*[.;:!]|\s*$)"
)
_CONDITION_BEFORE = re.compile(r"\b(?:if|when|whether)\b")  # not "unless": "Unless X matters to you, Y is the better Z"
#: Phrases advising against the object right after them: "avoid X", "don't use X", "instead of X".
DISCOURAGE_BEFORE = re.compile(
    r"(?:\bavoid|\bstay\s+away\s+from|\bsteer\s+clear\s+of|\bforget\s+about|\bget\s+rid\s+of|(?:^|[,;:]\s*|\bjust\s+)skip"
    r"|\b(?:don't|do\s+not|never|wouldn't|would\s+not|won't|shouldn't|should\s+not|not)\s+"
    r"(?:(?:ever|really|even|bother\s+to)\s+)?(?:use|using|buy|get|choose|pick|bother\s+with|go\s+with|recommend"
    r"|touch|learn|install)"
    r"|\binstead\s+of|\brather\s+than|\bmoved?\s+away\s+from|\bswitch(?:ed|ing)?\s+from"
    r"|\b(?:migrat|mov)(?:e|ed|ing)\s+from|\b(?:quit(?:ting)?|ditch(?:ed|ing)?|dropp?(?:ed|ing)?)"
    r"|\b(?:gave|give|giving|given)\s+up(?:\s+on)?|\breplac(?:e|ed|ing)"
    r"|(?<!n't\s)(?<!not\s)(?<!never\s)\bstop(?:s|ped|ping)?\s+(?:using|buying|eating|drinking|playing|taking))\s+"
    + _DET
    + r"$"
)
#: Hedges and draws: the answer declines to pick a winner.
NEUTRAL_CUES = re.compile(
    r"\bit\s+(?:all\s+|really\s+|totally\s+|entirely\s+|largely\s+|mostly\s+|just\s+)?depends\b"
    r"|\bdepends\s+(?:on|upon)\b|\bdepending\s+(?:on|upon)\b"
    r"|\b(?:both|either)\s+(?:are|is|have|has|will|would|work|works|can|one|way|option|choice)\b"
    r"|\b(?:are|is)\s+both\b"
    r"|\beach\s+(?:has|have|one\s+has|of\s+them\s+has)\b|\bpros\s+and\s+cons\b"
    r"|\badvantages\s+and\s+disadvantages\b|\bstrengths\s+and\s+weaknesses\b|\btrade-?offs?\b"
    r"|\bno\s+(?:clear\s+|real\s+|right\s+|single\s+|definitive\s+|correct\s+|one\s+)?(?:winner|answer)\b"
    r"|\b(?:matter|question)\s+of\s+(?:personal\s+)?(?:taste|preference|opinion)\b|\bpersonal\s+preference\b"
    r"|\bup\s+to\s+you\b|\b(?:doesn't|does\s+not|won't|will\s+not|wouldn't|didn't)\s+(?:really\s+)?matter\b"
    r"|\b(?:doesn't|does\s+not|won't|will\s+not|wouldn't|didn't)\s+make\s+(?:much|a|any|all\s+that\s+much)"
    r"(?:\s+of\s+a)?\s+difference\b|\bno\s+(?:real\s+|big\s+|significant\s+|noticeable\s+)?difference\b"
    r"|\bnot\s+(?:much|a\s+lot)\s+(?:of\s+)?(?:a\s+)?difference\b"
    r"|\b(?:about|basically|essentially|pretty\s+much|roughly|practically)\s+the\s+same\b"
    r"|\bequally\b|\bequivalent\b|\bneither\b|\bfalse\s+dichotomy\b|\bdo\s+both\b|\buse\s+(?:both|each)\b"
    r"|\bwhichever\b"  # "Use whichever you like the taste of."
    r"|\b(?:it's|it\s+is|that's|call\s+it)\s+(?:a\s+)?(?:tie|draw|toss[\s-]?up|wash)(?=\s*(?:[.!;:,)]|$))"
    r"|\ba\s+toss[\s-]?up\b"
    r"|\b(?:will|would|may|might|can|could|does|do|really|largely|mostly|heavily|greatly|strongly|probably)\s+depend\s+"
    r"(?:\w+\s+){0,3}?(?:on|upon)\b|\bdependa?e?nt\s+(?:on|upon)\b"
    r"|\b(?:vary|varies)\s+(?:\w+\s+){0,2}?(?:from\s+\w+\s+to|from\s+one|by|between|depending|across|a\s+lot|greatly"
    r"|widely|considerably|strongly|enormously)\b"
    r"|\b(?:they|both|the\s+two|these|those)\s+(?:are|is)\s+(?:(?:basically|essentially|practically|pretty\s+much|roughly"
    r"|exactly|really|just|functionally|all)\s+)?the\s+same(?=\s*[.,;:!)]|\s+(?:thing|concept)\b)"
    r"|\b(?:more\s+or\s+less|virtually|nearly|almost)\s+the\s+same\b"
    r"|\bno\s+different\b|\bnot\s+(?:really\s+|much\s+|that\s+|very\s+)?different\b"
    r"|\bcan(?:'t|not|\s+not)\s+(?:really\s+)?(?:tell|see|notice)\s+(?:\w+\s+){0,4}?differences?\b"
    r"|\bcan(?:'t|not|\s+not)\s+go\s+wrong\s+with\s+(?:either|both|any)\b"
    r"|\b(?:is|are)\s+no\s+(?:better|worse)\s+than\b",
    re.IGNORECASE,
)

#: "a good X beats a bad Y, and vice versa." (closing the sentence): not "..., not vice versa" (which restates),
#: nor beside a contrast ("... and vice versa, but Apple Music sounds better": another clause compares)
_VICE_VERSA = re.compile(r"(?<!\bnot\s)\bvice\s+versa\W*$", re.IGNORECASE)  # closing the sentence
_VICE_VERSA_CONTRAST = re.compile(r"\b(?:but|however|though|although|whereas)\b|;", re.IGNORECASE)

#: A sentence that recommends under a condition: "For gaming, ...", "If you travel a lot, ...", "Otherwise, ...".
CONDITION_OPENING = re.compile(
    r"^\W*(?:(?:but|and|so)\s+)?(?:for\s+[^,.;:!?]{1,40}[,:]|if\b|when\b|once\b(?!\s+(?:again|more|upon)\b)"
    r"|unless\b|otherwise\b|else\b|in\s+case\b)",
    re.IGNORECASE,
)
#: An answer that opens by declining to pick: "It depends.", "This is going to vary from carrier to carrier",
#: "Both.", "Neither.", "Why not both?", "There is no one right answer", "Either would be fine".
OPENING_HEDGE = re.compile(
    r"^\W*(?:(?:well|honestly|frankly|really|so|like\s+all\s+\w+\s+questions),?\s+)?(?:"
    r"(?:the\s+answer\s+|it\s+(?:all\s+|really\s+|totally\s+|entirely\s+)?|this\s+|that\s+)(?:probably\s+|really\s+)?"
    r"(?:depends|varies|(?:would|will|might)\s+(?:probably\s+|really\s+)?(?:depend|vary)|is\s+going\s+to\s+(?:depend|vary))\b"
    r"|(?:both|neither)(?:\s+(?:really|actually|of\s+them|ways?))?\s*(?:[.!]|,\s*(?:really|honestly|actually)\b|$)"
    r"|both\s+(?:of\s+them\s+)?(?:are|is|will\s+be|would\s+be)\s+(?:\w+\s+)?(?:ok|okay|fine|good|great|valid|viable)\b"
    r"|why\s+not\s+(?:just\s+)?(?:do\s+|use\s+|get\s+|try\s+|learn\s+)?both\b"
    r"|why\s+don'?t\s+you\s+(?:just\s+)?(?:do|use|get|try|learn)\s+both\b"
    r"|there\s+is\s+no\s+(?:one\s+)?(?:right|single|correct|simple|definitive|clear)?\s*answer\b"
    r"|either\s+(?:one\s+)?(?:would|will|is|works|could)\b)",
    re.IGNORECASE,
)
#: A sentence after an opening hedge that turns to a pick: "However, in my opinion, I would prefer type C",
#: "That said, the PS5 is the one to buy".
_PICK_AFTER_HEDGE = re.compile(
    r"^\W*(?:however|but|that\s+said|having\s+said\s+that|still|personally|overall|in\s+the\s+end)\b",
    re.IGNORECASE,
)
#: A case after each of two objects ("Overdrive is better if you want ..., and distortion if ...").
_CASE_AFTER = re.compile(r"\W*(?:[\w'’]+\W+){0,3}?(?:if|when|unless)\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:]|\b(?:and|while|whereas)\b", re.IGNORECASE)
_TOKEN_RE = re.compile(r"[a-z0-9][a-z0-9'’\-]*")

#: Document-level cues counted for the model (features ``cue_*``): hand-written general English phrases (one
#: to three words, as ``_TOKEN_RE`` splits them), each a hint at hedging, advice, explanation or off-topic talk.
DOCUMENT_CUES = {
    "depends": "depend | depends | depending | dependent",
    "both": "both are | both is | both have | both has | both will | both would | both work | both works | both can"
    " | either one | either way | either option | either choice | either is | either will | either would"
    " | either works | are both | is both | do both | use both | try both | get both | learn both",
    "pros_cons": "pros and cons | advantages and disadvantages | strengths and weaknesses | trade-off | trade-offs"
    " | tradeoff | tradeoffs | each has | each have | each one has | each of them",
    "same": "no difference | no real difference | no big difference | no significant difference | the same"
    " | no noticeable difference | equally | equivalent | doesn't matter | does not matter | won't matter"
    " | wouldn't matter | didn't matter | doesn't really matter",
    "taste": "taste | preference | opinion | up to you",
    "advice": "i'd | i would | you should | i recommend | i suggest | i prefer | go with | go for | stick with"
    " | my advice | i think | in my opinion | imo",
    "should": "should | must | need to",
    "first_person": "i | i'm | i've | my | me",
    "you": "you | your",
    "definition": "is a | is an | are a | refer to | refers to | means | called | defined",
    "contrast": "however | but | although | though | whereas | while | other hand",
    "condition": "if | unless | when",
    "difference": "differ | differs | difference | differences | different",
    "better": "better | best | superior | prefer | preferred | preferable | recommend | recommended",
    "worse": "worse | worst | inferior | avoid",
    "reference": "http | https | www | link | see",
    "negation": "not | no | never",
}
_CUE_PHRASES = {
    name: tuple(tuple(phrase.split()) for phrase in phrases.split(" | ")) for name, phrases in DOCUMENT_CUES.items()
}
#: A question about what tells the objects apart; not "different platforms" (an aspect of a "which is better").
_DIFFER = (
    r"\bdiffer(?:s|ed|ing|ently|ences?)?\b|\bdifferent(?!\s+\w+s\b(?<!\bis\b)(?<!\bas\b))|\bdistinguish"
    r"|\bdifferentiate"
)
#: What the question asks (features ``question_*``).
QUESTION_CUES = {
    name: re.compile(pattern, re.IGNORECASE)
    for name, pattern in {
        "difference": _DIFFER,
        "what": r"^\W*what\b",
        "which": r"^\W*which\b",
        "yes_no": r"^\W*(?:is|should|do|does|can|would|are|will)\b",
        "how_why": r"^\W*(?:how|why|when)\b",
        "better": r"\bbetter|\bbest|\bprefer|\bworse",
        "should": r"\bshould\b",
        "versus": r"\bvs\.?(?!\w)|\bversus\b",
        "or": r"\bor\b",
        "pros": r"\bpros\b|\badvantage|\bbenefit",
    }.items()
}
