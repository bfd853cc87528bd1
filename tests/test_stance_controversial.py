import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest

from comparative_ir.stance.controversial import (
    LABELS,
    StanceEvidence,
    controversial_stance,
    controversial_stances,
    parse_question,
)

TENURE = "Should teachers get tenure?"
BOTTLES = "Should bottled water be banned?"

PRO_TEXT = """Teacher tenure protects good teachers.
Teachers should get tenure after a probationary period.
Tenure lets teachers speak freely about the curriculum.
Teachers with tenure stay in the profession longer.
Every state must keep tenure for its teachers."""

CON_TEXT = """Teacher tenure protects bad teachers.
Teachers should not get tenure for life.
Tenure for teachers should be abolished.
I don't think teachers need to have tenure at all.
Teachers shouldn't receive tenure after just three years."""

NEU_TEXT = """Teacher tenure is one of the most debated issues in education.
Proponents argue that tenure protects teachers from being fired for political reasons.
Opponents argue that tenure makes it too hard to remove teachers who perform poorly.
Both sides agree that teachers need fair evaluations.
Teachers in most states receive tenure after three years."""

OFF_TOPIC = """Preheat the oven to 200 degrees.
Mix the flour with the butter until it looks like breadcrumbs.
Add the sugar and the eggs, then bake for twenty minutes.
Let the cake cool before you cut it."""


def test_labels():
    assert LABELS == ("PRO", "CON", "NEU", "NO")


@pytest.mark.parametrize(
    ("question", "key", "aux", "orientation"),
    [
        (TENURE, ("teacher", "tenure"), "should", 1),
        (BOTTLES, ("bottled", "water"), "should", -1),
        ("Do violent video games contribute to youth violence?", None, "do", -1),
        ("Should the government allow illegal immigrants to become citizens?", ("immigrant", "citizen"), "should", 1),
        ("Is cell phone radiation safe?", ("cell", "phone", "radiation", "safe"), "is", 1),
        ("Should churches remain tax-exempt?", ("church", "remain", "tax", "exempt"), "should", 1),
    ],
)
def test_parse_question(question, key, aux, orientation):
    prop = parse_question(question)
    if key is not None:
        assert prop.key == key
    assert prop.aux == aux
    assert prop.orientation == orientation


def test_parse_question_subject_and_predicate():
    prop = parse_question(TENURE)
    assert prop.subject == ("teacher",)
    assert "tenure" in prop.predicate


def test_pro():
    evidence = controversial_stance(TENURE, PRO_TEXT)
    assert evidence.label == "PRO"
    assert evidence.pro >= 2 and evidence.con == 0
    assert evidence.relevance == 1.0


def test_con():
    evidence = controversial_stance(TENURE, CON_TEXT)
    assert evidence.label == "CON"
    assert evidence.con >= 3 and evidence.pro == 0


def test_neutral_when_both_sides_are_reported():
    assert controversial_stance(TENURE, NEU_TEXT).label == "NEU"


def test_neutral_pros_and_cons_page():
    text = "\n".join(
        [
            "The pros and cons of teacher tenure.",
            "Tenure gives teachers job security; on the other hand, teachers with tenure are hard to dismiss.",
            "Here are the pros and cons that teachers and parents weigh, with arguments for and against tenure.",
            "Teachers should read both sides before they vote on tenure.",
        ]
    )
    assert controversial_stance(TENURE, text).label == "NEU"


def test_off_topic_is_no():
    evidence = controversial_stance(TENURE, OFF_TOPIC)
    assert evidence == StanceEvidence("NO", 0.0, 0.0, 0.0, 0, evidence.sentences, 0, "off topic")
    assert evidence.sentences > 0


def test_few_topic_sentences_in_a_long_page_is_no():
    text = OFF_TOPIC + "\n" + "Teachers should get tenure.\n" + "\n".join(OFF_TOPIC.splitlines() * 3)
    evidence = controversial_stance(TENURE, text)
    assert evidence.label == "NO"
    assert 0 < evidence.relevance < 1


@pytest.mark.parametrize(
    ("sentence", "pro", "con"),
    [
        ("Teachers should get tenure.", 1, 0),
        ("Teachers should not get tenure.", 0, 1),
        ("Teachers shouldn't get tenure.", 0, 1),
        ("Teachers should never get tenure.", 0, 1),
        ("I don't think teachers should get tenure.", 0, 1),
        ("Tenure for teachers must be abolished.", 0, 1),  # the action after the modal is against the subject
        ("Tenure for teachers should not be eliminated.", 1, 0),  # negation and action against cancel out
        ("Teachers need to have tenure, and schools must protect it.", 2, 0),
        # a negator before a negated modal reinforces it (the two cancelled: PRO)
        ("No, teachers should not get tenure.", 0, 1),
        ("Never, teachers shouldn't get tenure.", 0, 1),
        # negators that affirm what follows
        ("No doubt, teachers should get tenure.", 1, 0),
        ("There is no question that teachers should get tenure.", 1, 0),
        ("There is no denying teachers should get tenure.", 1, 0),
        # one claim, not a negated one and a plain "have to"
        ("Teachers should not have to get tenure.", 0, 1),
        # a negated opinion negates its whole clause; "I believe" is the author's own claim (not reported)
        ("I do not think that teachers should get tenure.", 0, 1),
        ("I don't believe public school teachers should get tenure.", 0, 1),
        ("No one thinks teachers should get tenure.", 0, 1),
        ("Teachers should by no means get tenure.", 0, 1),
        # a negation does not reach across ";" or ":"
        ("Tenure is not a privilege; teachers should get tenure.", 1, 0),
        ("Should teachers get tenure?", 0, 0),  # a question claims nothing
        ("Teachers get tenure after three years.", 0, 0),  # a description claims nothing
    ],
)
def test_claims_and_negation(sentence, pro, con):
    evidence = controversial_stance(TENURE, sentence)
    assert (evidence.pro, evidence.con) == (pro, con)


def test_single_claim_decides_short_texts():
    assert controversial_stance(TENURE, "Teachers should get tenure.").label == "PRO"
    assert controversial_stance(TENURE, "Teachers should not get tenure.").label == "CON"


def test_negative_predicate_question_flips_sides():
    banned = "Bottled water should be banned. Bottled water harms the oceans. Bottled water is a waste."
    allowed = "Bottled water should not be banned. Bottled water is safe and convenient. Bottled water saves lives."
    assert controversial_stance(BOTTLES, banned).label == "PRO"
    assert controversial_stance(BOTTLES, allowed).label == "CON"
    assert controversial_stance(BOTTLES, banned).pro == 1


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        ("Should cities ban cars from their downtown areas?", "Cities should ban cars from downtown areas.", "PRO"),
        ("Should cities ban cars from their downtown areas?", "Cars should be banned from downtown areas.", "PRO"),
        ("Should cities ban cars from their downtown areas?", "Cities should not ban cars from downtown.", "CON"),
        ("Should cities ban cars from their downtown areas?", "Cars should not be banned downtown.", "CON"),
        ("Should we reduce carbon emissions?", "We should reduce carbon emissions now.", "PRO"),
        ("Should we reduce carbon emissions?", "We should not reduce carbon emissions.", "CON"),
    ],
)
def test_an_action_against_in_the_active_voice_flips_sides(question, text, label):
    """ "Should cities ban cars?" asks for an action against cars as "Should cars be banned?" does; its subject
    ran on to "cars" and the orientation stayed +1, so every label was the wrong way round."""
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        # the action against is the claim's own verb: not one in a purpose clause after "to"
        (
            "Should more gun control laws be enacted?",
            "More gun control laws should be enacted to reduce deaths.",
            "PRO",
        ),
        ("Should the death penalty be allowed?", "The death penalty should be allowed to end the suffering.", "PRO"),
        # nor a word that is part of what the question names
        (
            "Should the government allow illegal immigrants to become citizens?",
            "The government should allow illegal immigrants to become citizens.",
            "PRO",
        ),
        ("Should marijuana be illegal?", "Marijuana should be illegal.", "PRO"),
        ("Should bottled water be banned?", "Bottled water should be banned.", "PRO"),
        # lowering is an action against, in the question as in the answer
        ("Should the voting age be lowered?", "The voting age should be reduced to 16.", "PRO"),
        ("Should the voting age be lowered?", "The voting age should not be lowered.", "CON"),
        # a classification is not an action against its subject
        ("Is obesity a disease?", "Obesity should be classified as a disease.", "PRO"),
        ("Is obesity a disease?", "Obesity should not be called a disease.", "CON"),
    ],
)
def test_actions_against_in_real_topics(question, text, label):
    """Touché 2023 topics a review found inverted: any action-against word within five tokens of the modal
    flipped the claim, and "disease" made "Is obesity a disease?" a question about something bad for obesity."""
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        ("Is social media good for society?", "Social media is not good for society.", "CON"),
        ("Is social media good for society?", "Social media is good for society, on balance.", "PRO"),
        ("Do violent video games contribute to youth violence?", "Violent video games do not contribute to it.", "CON"),
        ("Do violent video games contribute to youth violence?", "Violent video games contribute to violence.", "PRO"),
        ("Is obesity a disease?", "Obesity is not a disease.", "CON"),
        (
            "Can alternative energy effectively replace fossil fuels?",
            "Alternative energy cannot replace fossil fuels.",
            "CON",
        ),
    ],
)
def test_an_answer_in_the_questions_own_words(question, text, label):
    """Only deontic claims ("should") counted: a plain "X is not good for Y" answer to "Is X good for Y?" fell to the
    PRO default."""
    assert controversial_stance(question, text).label == label


def test_reported_claims_count_half():
    own = controversial_stance(TENURE, "Teachers should not get tenure.")
    reported = controversial_stance(TENURE, "Critics argue that teachers should not get tenure.")
    assert reported.con == own.con / 2


def test_one_sided_attribution_is_not_neutral():
    text = "Critics argue that teachers should not get tenure. Critics say teachers must not keep tenure for life."
    assert controversial_stance(TENURE, text).label == "CON"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Teachers should get tenure. Why? Because tenure protects academic freedom.", "PRO"),
        ("Teachers should not get tenure. Why? Because tenure protects bad teachers.", "CON"),
        ("Should teachers get tenure? No. Teachers should not get tenure, it protects bad teachers.", "CON"),
    ],
)
def test_a_one_paragraph_answer_has_no_title(text, label):
    """The first line was taken as the page's title even when it was the whole text: a "?" and "should" in it
    made every such answer a debate page (NEU)."""
    assert controversial_stance(TENURE, text).label == label


def test_debate_title_is_neutral_unless_the_claims_go_one_way():
    """A question as the title made any page a debate page (NEU), also a Q&A thread whose answers all argue one
    side, which the run's page titles (now read with the text) made common (a review of the session's diff,
    2026-11-26): ChatGPT's labels agree, macro-F1 0.517 -> 0.530 on the 250 silver pairs."""
    body = "\n".join(PRO_TEXT.splitlines()[1:])
    assert controversial_stance(TENURE, "Should Teachers Get Tenure? | Debate forum\n" + body).label == "PRO"
    both = body + "\nOthers reply: teachers should not get tenure, it protects bad teachers."
    assert controversial_stance(TENURE, "Should Teachers Get Tenure? | Debate forum\n" + both).label == "NEU"
    claimless = "Should Teachers Get Tenure? | Debate forum\nTeachers and tenure: post your view below. " * 3
    assert controversial_stance(TENURE, claimless).label == "NEU"
    essay = "Should Teachers Get Tenure? Essay - 812 Words\n" + body
    assert controversial_stance(TENURE, essay).label == "PRO"


def test_empty_inputs():
    assert controversial_stance(TENURE, "").label == "NO"
    assert controversial_stance("", PRO_TEXT).label == "NO"
    assert controversial_stance("?", "?").label == "NO"


def test_batch_equals_single():
    items = [
        (TENURE, PRO_TEXT),
        (TENURE, CON_TEXT),
        (TENURE, NEU_TEXT),
        (TENURE, OFF_TOPIC),
        (BOTTLES, "Bottled water should be banned."),
        (TENURE, ""),
    ]
    batch = controversial_stances(iter(items))
    assert batch == [controversial_stance(q, t) for q, t in items]
    assert [e.label for e in batch] == ["PRO", "CON", "NEU", "NO", "PRO", "NO"]


# --------------------------------------------------------------------------------------------- shared data


def _shared_data() -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "data"


def _bench():
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_stance_controversial.py"
    spec = importlib.util.spec_from_file_location("bench_stance_controversial", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


TASK1_2023 = _shared_data() / "touche-2023-task-1"


@pytest.mark.shared_data
@pytest.mark.skipif(
    not (TASK1_2023 / "docs").is_dir(),
    reason=f"Touché 2023 Task 1 data not found at {TASK1_2023} (set COMPARATIVE_IR_SHARED_DATA)",
)
def test_macro_f1_against_chatgpt_labels():
    bench = _bench()
    items = bench.load_items(_shared_data())
    assert len(items) == 250
    _dev, held_out = bench.split_topics(items)
    predicted = [e.label for e in controversial_stances((item.question, item.text) for item in items)]
    gold = [item.label for item in items]
    score = bench.macro_f1(gold, predicted)
    assert score >= 0.45, f"macro-F1 {score:.3f} < 0.45 on all labelled pairs"
    held = [i for i, item in enumerate(items) if item.qid in held_out]
    held_score = bench.macro_f1([gold[i] for i in held], [predicted[i] for i in held])
    assert held_score >= 0.45, f"macro-F1 {held_score:.3f} < 0.45 on the held-out topics"


@pytest.mark.shared_data
@pytest.mark.skipif(
    not (TASK1_2023 / "docs").is_dir(),
    reason=f"Touché 2023 Task 1 data not found at {TASK1_2023} (set COMPARATIVE_IR_SHARED_DATA)",
)
def test_fresh_pairs_labelled_by_readers():
    """The fresh pairs are the official baseline's documents ChatGPT did not label, every one with a text."""
    bench = _bench()
    data = _shared_data()
    fresh = bench.load_fresh(data)
    assert len(fresh) == 104
    assert {(i.qid, i.docno) for i in fresh}.isdisjoint((i.qid, i.docno) for i in bench.load_items(data))
    assert {i.label for i in fresh} == set(bench.LABELS)
    predicted = [e.label for e in controversial_stances((item.question, item.text) for item in fresh)]
    score = bench.macro_f1([item.label for item in fresh], predicted)
    assert score >= 0.48, f"macro-F1 {score:.3f} < 0.48 against the readers on the fresh pairs"


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        # a contracted copula is a negated answer ("Golf is not a sport" was already CON)
        ("Is golf a sport?", "Golf isn't a sport, it's a game.", "CON"),
        (
            "Are social networking sites good for our society?",
            "Social networking sites aren't good for our society.",
            "CON",
        ),
        # "not only" affirms
        ("Is obesity a disease?", "Obesity is not only a disease, it is an epidemic.", "PRO"),
        # failing is a no
        ("Do standardized tests improve education?", "Standardized tests fail to improve education.", "CON"),
        # an adverb between the modal and its negation
        (TENURE, "Teachers should certainly not get tenure.", "CON"),
        (TENURE, "Teachers should really never get tenure.", "CON"),
        # punishing and replacing are actions against the subject
        ("Should insider trading be allowed?", "Insider trading should be punished with prison time.", "CON"),
        (
            "Should animals be used for scientific or commercial testing?",
            "Animal testing should be replaced with modern alternatives like organ-on-a-chip.",
            "CON",
        ),
    ],
)
def test_review_cases_of_direct_answers_and_claims(question, text, label):
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    ("question", "text"),
    [
        (
            TENURE,
            "The debate over whether teachers should get tenure has raged for decades. Lawmakers in 12 states are "
            "asking whether teachers should keep tenure.",
        ),
        ("Do standardized tests improve education?", "Whether standardized tests improve education is hotly debated."),
    ],
)
def test_an_embedded_question_claims_nothing(question, text):
    evidence = controversial_stance(question, text)
    assert (evidence.pro, evidence.con) == (0, 0)


@pytest.mark.parametrize("action", ["closed", "shut down", "phased out"])
def test_closing_and_phasing_out_are_actions_against(action: str) -> None:
    """ "Zoos should be closed" argued for a zoo ban, yet counted for zoos (CON): a review of hand-written pages."""
    text = f"Zoos should be {action}. Zoos keep wild animals in small cages. Zoos cannot give animals a natural life."
    evidence = controversial_stance("Should zoos be banned?", text)
    assert evidence.pro > evidence.con


GOLF_DEBATE = """Is Golf a Sport?
The debate has gone on for decades.
Yes: golfers walk several miles per round and need strength, timing and precision.
No: many say golf is a game of skill, like chess or darts, not an athletic contest.
On the one hand golf has professional tours; on the other hand it needs little fitness.
Arguments for and against are both common in sports journalism."""


def test_a_debate_page_whose_sentences_skip_the_predicate_is_neu_not_no() -> None:
    """Its sentences name "golf" but not "sport", so the topic gate failed and a debate page was NO."""
    evidence = controversial_stance("Is golf a sport?", GOLF_DEBATE)
    assert evidence.relevance < 1.0
    assert evidence.label == "NEU"
    assert controversial_stance("Is golf a sport?", OFF_TOPIC).label == "NO"


def test_nobody_should_is_a_claim_against() -> None:
    """ "Nobody should face the death penalty" counted as a claim for the death penalty (CON to abolishing it)."""
    text = "Nobody should face the death penalty. The death penalty is cruel, and the death penalty deters nobody."
    evidence = controversial_stance("Should the death penalty be abolished?", text)
    assert evidence.label == "PRO" and evidence.pro > evidence.con
    assert controversial_stance("Should zoos be banned?", "Zoos are fine. Ask anybody, nobody").label in LABELS


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Vaping with e-cigarettes is unsafe.", "CON"),  # was no answer (PRO by default)
        ("Vaping with e-cigarettes is far from safe.", "CON"),  # was PRO
        ("Vaping with e-cigarettes is not unsafe.", "PRO"),
        ("Vaping with e-cigarettes is safe.", "PRO"),
    ],
)
def test_answers_with_the_opposite_of_the_predicate(sentence: str, label: str) -> None:
    assert controversial_stance("Is vaping with e-cigarettes safe?", " ".join([sentence] * 3)).label == label


def test_the_topic_gate_matches_verb_forms() -> None:
    """ "lowered" in the question, "lowering" in the page: these sentences were not on topic."""
    text = "Lowering the age to 16 makes sense. Lowering it to 16 engages the young. Austria tried lowering it to 16."
    question = "Should the voting age be lowered to 16?"
    assert controversial_stance(question, text).relevance > 0.0


ZOO_TICKETS = """Visit the City Zoo
The zoo is open daily from 9 a.m. to 5 p.m.
Zoo tickets: adults $29.99, children $19.99.
Meet the zoo's new red panda cubs at the Asia trail.
Zoo members get free parking and early entry."""


def test_a_claimless_page_is_no_stance() -> None:
    """The claimless default (PRO) read "ban zoos" into a zoo's ticket page; a page that reports the ban and claims
    nothing either way takes no stance either (it was PRO until session 36: careful readers of 39 such ClueWeb22
    pages found 17 NO, 11 PRO)."""
    assert controversial_stance("Should zoos be banned?", ZOO_TICKETS).label == "NO"
    about_the_ban = ZOO_TICKETS + "\nA zoo ban is discussed in parliament. Banning zoos was proposed in 2020."
    evidence = controversial_stance("Should zoos be banned?", about_the_ban)
    assert (evidence.label, evidence.decided_by) == ("NO", "no claims")


def test_a_modal_in_a_relative_clause_claims_nothing() -> None:
    """ "Tenure keeps teachers who should have been let go" counted as a claim for teachers getting tenure."""
    text = "Tenure keeps teachers who should have been let go years ago. Teachers with tenure are hard to fire."
    evidence = controversial_stance(TENURE, text)
    assert evidence.pro == 0 and evidence.con == 0


def test_optional_is_an_action_against() -> None:
    """ "School uniforms should be optional" counted for uniforms."""
    text = "School uniforms should be optional for students. Students in school uniforms all look alike."
    evidence = controversial_stance("Should students wear school uniforms?", text)
    assert evidence.con > evidence.pro


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("Are electric cars greener?", "It is not true that electric cars are greener."),
        ("Do cell phones cause cancer?", "There is no consistent evidence that cell phones cause cancer."),
        ("Should college be free?", "It is a myth that college should be free for everyone."),
    ],
)
def test_a_denial_earlier_in_the_clause_negates_the_answer(question: str, sentence: str) -> None:
    """ "It is not true that X" and "no evidence that X" read as X: the negators alone reach three or four words."""
    evidence = controversial_stance(question, " ".join([sentence] * 3))
    assert evidence.con > 0 and evidence.pro == 0


def test_the_subject_of_an_is_question_is_a_noun_phrase() -> None:
    """ "work" ended the subject: "Is remote work more productive ...?" had the subject "remote"."""
    prop = parse_question("Is remote work more productive than office work?")
    assert prop.subject == ("remote", "work")
    text = "Remote work is not more productive than office work. Our teams shipped less while remote work lasted."
    assert controversial_stance("Is remote work more productive than office work?", text).label == "CON"


OP_ED = """Opinion: It is time to open the doors of public colleges to everyone
By a community college instructor
Every autumn I watch talented students leave after one semester because of a bill.
Tuition has tripled in a generation while wages have not.
Public college should be free, as high school already is.
States that waived fees saw enrolment of poorer students rise.
A college degree is now what a diploma was in 1950.
Loans follow graduates for decades and delay homes and families.
Critics call the plan expensive, but the loans cost the economy more.
We found the money for roads and for schools; we can find it for this.
Free public college would pay for itself in taxes within twenty years.
Write to your representative this week."""


def test_a_page_claiming_something_in_the_topics_words_takes_a_side_below_the_topic_gate() -> None:
    """An op-ed varying its wording has two topic sentences of twelve: the gate said NO before its claims counted."""
    evidence = controversial_stance("Should college be free?", OP_ED)
    assert evidence.relevance < 1.0
    assert evidence.label == "PRO"


NEWS = """City council votes to keep cars out of the old town
The council voted 7 to 4 on Tuesday to close the old town to private cars from next spring.
Supporters, many of them shop owners on the main square, said the change would bring more visitors on foot.
Opponents argue that older residents will find it harder to reach the doctors and pharmacies there.
Delivery vans will be allowed in before 10 a.m.
The measure takes effect on 1 April."""


def test_news_reporting_supporters_and_opponents_outside_the_topic_sentences_is_neu() -> None:
    """ "Supporters said ..." and "Opponents argue ..." without the question's words were not counted."""
    assert controversial_stance("Should cities ban cars from downtown areas?", NEWS).label == "NEU"


@pytest.mark.parametrize(
    ("question", "sentence", "label"),
    [
        ("Should recreational marijuana be legalized?", "We oppose recreational marijuana legalization.", "CON"),
        (
            "Should smoking be banned in public parks?",
            "I'm not a smoker, and I'm against this ban on smoking in parks.",
            "CON",
        ),
        ("Should single-use plastic bags be banned?", "I urge the council to ban single-use plastic bags.", "PRO"),
        ("Should gambling advertising be banned?", "It's time to ban gambling advertising.", "PRO"),
        ("Should euthanasia be legal?", "We urge lawmakers to reject every bill to make euthanasia legal.", "CON"),
        ("Should euthanasia be legal?", "We do not support legal euthanasia.", "CON"),
    ],
)
def test_the_authors_own_position_without_a_modal(question: str, sentence: str, label: str) -> None:
    """ "We oppose ...", "I'm against this ban", "I urge the council to ...", "It's time to ...": no "should", so
    these pages had no claim (NO or the claimless PRO)."""
    assert controversial_stance(question, " ".join([sentence] * 3)).label == label


def test_critics_opposing_is_a_report_not_the_authors_position() -> None:
    evidence = controversial_stance("Should euthanasia be legal?", "Critics oppose legal euthanasia. " * 3)
    assert evidence.con == 0 and evidence.pro == 0


STANDING_DESKS = """Standing desks: are they worth it?
Wellness Library > Workplace Health
Standing desks let you work on your feet for part of the day.
Possible benefits
Standing desks may improve health by breaking up long periods of sitting.
Some small trials found less back pain with standing desks.
Limitations and possible drawbacks
On the other hand, standing desks do not burn many extra calories, and standing for hours has risks for health.
Talk to your doctor about standing desks and health."""


def test_a_heading_for_each_side_makes_a_page_balanced() -> None:
    """ "Possible benefits" / "Limitations and possible drawbacks" as headings: the page lays out both sides (was
    PRO: two balance markers short of three)."""
    assert controversial_stance("Do standing desks improve health?", STANDING_DESKS).label == "NEU"


def test_wanting_to_do_something_oneself_is_no_position() -> None:
    """ "I want to explain ..." counted as a claim for the proposition: only asking someone else to act is one."""
    text = "I want to explain why cities should not ban cars downtown. " * 2
    assert controversial_stance("Should cities ban cars downtown?", text).label == "CON"


UBI_OVERVIEW = """Universal basic income: an overview
A universal basic income pays every adult a fixed sum each month, whatever their income.
Potential benefits: a universal basic income would reduce poverty and simplify welfare.
Potential drawbacks: a universal basic income is expensive and may need higher taxes.
Pilots in Finland and Kenya tested a universal basic income on small groups."""


def test_sides_laid_out_before_colons_make_a_page_balanced() -> None:
    """ "Potential benefits: ..." / "Potential drawbacks: ..." lay out both sides (was PRO by default)."""
    assert controversial_stance("Should governments introduce a universal basic income?", UBI_OVERVIEW).label == "NEU"


def test_the_topic_gate_meets_british_spellings_and_short_roots() -> None:
    """ "centre" and "center", "eating" and "eat" (an independent review, 2026-11-25: whole pages fell below the
    gate on these)."""
    from comparative_ir.stance.controversial import _root, _stem

    assert _root(_stem("centres")) == _root(_stem("centers"))
    assert _root("eating") == _root("eat")
    assert _root("colour") == _root("color")
    assert _root("banned") == "ban"


def test_does_it_work_questions_gate_on_their_subject() -> None:
    """ "Do multivitamins work?": pages say "help", "prevent" or "no benefit", seldom "work"."""
    assert parse_question("Do multivitamins work?").key == ("multivitamin",)
    assert "work" in parse_question("Should people work from home?").key


@pytest.mark.parametrize(
    "sentence",
    [
        "Reasonable people disagree about whether cities should ban cars downtown.",
        "Many residents are still on the fence about banning cars downtown.",
        "There is no easy answer on banning cars downtown.",
    ],
)
def test_more_ways_to_say_a_question_has_two_sides(sentence: str) -> None:
    from comparative_ir.stance.controversial import _BALANCE, _count, _stem, _tokens

    assert _count([_stem(t) for t in _tokens(sentence)], _BALANCE) == 1


def test_retiring_something_is_an_action_against_it() -> None:
    text = "Restaurants should retire tipping for good. " * 3
    assert controversial_stance("Should restaurants abolish tipping?", text).label == "PRO"


def test_raising_concerns_reports_the_other_side() -> None:
    text = (
        "The city council voted to close downtown to private cars. Supporters said shops would gain visitors. "
        "The chamber of commerce raised concerns about deliveries."
    )
    assert controversial_stance("Should cities ban cars from downtown areas?", text).label == "NEU"


def test_does_it_work_is_answered_by_help_and_benefit() -> None:
    text = "Multivitamins do not help healthy adults live longer. Multivitamins offer no benefit to the heart. " * 2
    assert controversial_stance("Do multivitamins work?", text).label == "CON"


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Self-driving cars have no place on public roads yet.", "CON"),
        ("Self-driving cars are the right answer to drunk driving.", "PRO"),
        ("Letting self-driving cars onto public roads is not a bad idea.", "PRO"),
    ],
)
def test_verdicts_on_the_subject_without_a_modal(sentence: str, label: str) -> None:
    question = "Should self-driving cars be allowed on public roads?"
    evidence = controversial_stance(question, " ".join([sentence] * 3))
    assert evidence.label == label
    assert (evidence.pro > 0) == (label == "PRO") and (evidence.con > 0) == (label == "CON")  # not the default


def test_the_topic_gate_meets_roots_but_not_lookalikes() -> None:
    """ "crypto" for "cryptocurrency" was met as a clipped form, and then "water" met "waterboarding" and "nation"
    "nationalism"; a three-letter root met "caring" with "car" (a review of the session's diff, 2026-11-25)."""
    from comparative_ir.stance.controversial import _met, _root

    key = {"cryptocurrency": "cryptocurrency", "banned": "ban", "waterboarding": "waterboarding"}
    assert _met(key, ["ban", "it"]) == {"banned"}
    assert _met(key, ["crypto", "water"]) == set()
    assert _root("caring") != _root("car") and _root("noted") != "not"
    assert _root("eating") == "eat" and _root("cutting") == "cut"
    assert controversial_stance("Should waterboarding be banned?", "Drinking water is good. Water should be free. " * 3
                                ).label == "NO"  # fmt: skip


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Making homeschooling the norm would be a mistake for most children.", "CON"),
        ("Homeschooling does more harm than good for most children.", "CON"),
        ("Homeschooling does more good than harm for most children.", "PRO"),
        ("Homeschooling is not the answer for most children.", "CON"),
        ("Homeschooling is not the educational fix its fans promise for children.", "CON"),
        ("For homeschooling, the evidence says no: children do better in school.", "CON"),
        ("I would not recommend homeschooling for most children.", "CON"),
        ("We recommend homeschooling for children who are bullied.", "PRO"),
    ],
)
def test_more_verdicts_without_a_modal(sentence: str, label: str) -> None:
    evidence = controversial_stance("Is homeschooling good for children?", " ".join([sentence] * 3))
    assert evidence.label == label
    assert (evidence.pro > 0) == (label == "PRO") and (evidence.con > 0) == (label == "CON")


def test_a_claimless_page_that_never_names_what_is_asked_is_no() -> None:
    """ "Are speed cameras good for road safety?" and news of a vandalised speed camera: about the subject, not the
    question (the claimless default made it PRO)."""
    news = "A speed camera on the A40 was set on fire overnight. Police are looking for witnesses. " * 3
    assert controversial_stance("Are speed cameras good for road safety?", news).label == "NO"
    asked = news + "Speed cameras make roads safer, the council says."  # reported: no claim of the page's own
    assert controversial_stance("Are speed cameras good for road safety?", asked).label == "NO"


@pytest.mark.parametrize(
    ("question", "sentence", "label"),
    [  # a verdict on the subject of a question about banning it: against zoos is for the ban
        ("Should zoos be banned?", "Zoos are a waste of money for every city.", "PRO"),
        ("Should zoos be banned?", "Zoos are a good idea for conservation.", "CON"),
        ("Should cars be banned from city centres?", "Cars have no place in city centres.", "PRO"),
        (
            "Should self-driving cars be allowed on public roads?",
            "Self-driving cars on public roads are not such a bad idea.",
            "PRO",
        ),
    ],
)
def test_verdicts_keep_their_side_whatever_the_question_asks(question: str, sentence: str, label: str) -> None:
    """The verdict was flipped twice on questions about banning or harming the subject (a review of the diff)."""
    evidence = controversial_stance(question, " ".join([sentence] * 3))
    assert evidence.label == label
    assert (evidence.pro > 0) == (label == "PRO")


@pytest.mark.parametrize(
    ("question", "sentence", "label"),
    [  # a verdict on the action the question asks about is on the proposal (a participant's review, 2026-11-26)
        ("Should the voting age be lowered to 16?", "Lowering the voting age to 16 is a bad idea.", "CON"),
        ("Should the voting age be lowered to 16?", "Lowering the voting age is a good idea.", "PRO"),
        ("Should bottled water be banned?", "A ban on bottled water is the wrong answer.", "CON"),
        ("Should bottled water be banned?", "Banning bottled water is a great idea.", "PRO"),
        ("Should bottled water be banned?", "Bottled water is a waste of money.", "PRO"),
        # a key term of the question names the topic when the parsed subject is another noun
        ("Should students have to wear school uniforms?", "School uniforms are a terrible idea.", "CON"),
    ],
)
def test_verdicts_on_the_proposal_and_on_the_topic(question: str, sentence: str, label: str) -> None:
    """ "Lowering the voting age to 16 is a bad idea" was PRO: the verdict was read as one on the voting age and
    turned for a question pointing against it; "School uniforms are a terrible idea" was PRO: the default."""
    evidence = controversial_stance(question, " ".join([sentence] * 3))
    assert evidence.label == label
    assert (evidence.pro > 0) == (label == "PRO") and (evidence.con > 0) == (label == "CON")


def test_adverbs_in_the_question_are_no_topic_words() -> None:
    """ "Does acupuncture really work?": every topic sentence had to say "really"."""
    assert parse_question("Does acupuncture really work?").key == ("acupuncture",)
    text = "Acupuncture does not work for back pain. Acupuncture does not help more than sham needles. " * 2
    assert controversial_stance("Does acupuncture really work?", text).label == "CON"


def test_literal_sides_and_news_of_a_mistake_are_no_evidence() -> None:
    """ "parked on either side of the street", "traffic in both directions"; a car that "made a mistake"."""
    text = (
        "Cars should be banned from city centres. Cars parked on either side of every street block the light. "
        "Traffic in both directions is slow. Shops on either side of the road are empty. Cars should be banned from "
        "city centres now."
    )
    assert controversial_stance("Should cars be banned from city centres?", text).label == "PRO"
    news = "A self-driving car drove onto a public road and made a mistake at a junction, police said. " * 3
    assert controversial_stance("Should self-driving cars be allowed on public roads?", news).con == 0


def test_initials_name_the_subject_and_imperatives_urge_the_action() -> None:
    """Pages the demo run labelled NO or PRO wrongly (a participant's review, 2026-11-26): "DST" is daylight saving
    time; "Abolish it!" urges the question's action, "Keep daylight saving time." the opposite; "Abolishing it
    would ..." is a subject, not an imperative; a question ("Abolish DST?") urges nothing."""
    from comparative_ir.stance.controversial import _analyse, _imperative

    question = "Should daylight saving time be abolished?"
    prop = parse_question(question)
    assert _imperative(["abolish", "it"], prop) == -1 and _imperative(["just", "abolish", "it", "already"], prop) == -1
    assert _imperative(["don't", "abolish", "it"], prop) == 1 and _imperative(["keep", "daylight", "saving"], prop) == 1
    assert _imperative(["abolishing", "it", "would", "hurt"], prop) == 0
    _, tally = _analyse(question, "Abolish DST? Not on my watch. " * 3)
    assert tally.imperative_for == 0 and tally.topic == 3  # "DST": topic sentences
    letter = (
        "In Defence of Daylight Saving Time\nThose long summer evenings are a pleasure. Because of DST, families "
        "enjoy an extra hour of light. Children's leagues depend on it. Keep daylight saving time."
    )
    assert controversial_stance(question, letter).label == "CON"
    forum = "DST is the dumbest thing ever invented\nWhy do we still do this. Abolish it. Just abolish it already. " * 1
    forum += "My dog wants breakfast at 6. The kids were awake at 5. Nobody slept. Coffee did not help either."
    assert controversial_stance(question, forum).label == "PRO"


_QUIET_CASES = json.loads((Path(__file__).parent / "golden" / "stance_controversial_quiet_cases.json").read_text())


@pytest.mark.parametrize("case", _QUIET_CASES, ids=[c["id"] for c in _QUIET_CASES])
def test_the_session_s_rules_stay_quiet_on_ordinary_text(case) -> None:
    """Counter-examples from a review of the session's diff (2026-11-26), each wrong with the first version of a
    rule: "Keep this in mind" / "Save the planet" as urging against a ban, "IT" / "BC" / "SO" as initials of the
    subject, "a school policy is a good idea" as a verdict on school uniforms, "lowering the drinking age" as the
    voting-age proposal."""
    assert controversial_stance(case["question"], case["text"]).label in case["expected"].split("|")


@pytest.mark.parametrize(
    ("question", "sentence", "pro", "con"),
    [
        # "stop" ends the waiting, not the four-day week
        ("Should companies adopt a four-day week?", "Companies should stop waiting and adopt a four-day week.", 1, 0),
        ("Should companies adopt a four-day week?", "Companies should stop the four-day week.", 0, 1),
        # "go back" is a return, not support ("back" as in "I back the plan")
        ("Should companies adopt a four-day week?", "We adopted the four-day week and I wouldn't go back.", 0, 0),
        ("Should companies adopt a four-day week?", "I back the four-day week for companies.", 1, 0),
        # what a rule would mean is no claim
        ("Should platforms verify users?", "Under the bill, platforms would have to verify users.", 0, 0),
        ("Should platforms verify users?", "Platforms have to verify users.", 1, 0),
    ],
)
def test_idioms_that_are_no_claims(question, sentence, pro, con):
    """From a fresh independent sample (2026-11-26): "should stop waiting" was a claim against the topic, "I wouldn't
    go back" a negated support, "users would have to confirm their identity" (a description) a claim for it."""
    evidence = controversial_stance(question, sentence)
    assert (evidence.pro, evidence.con) == (pro, con)


def test_i_d_say_is_the_author_speaking():
    """ "I'd say companies should adopt it" counted half, as a report ("I'd" was not "I")."""
    evidence = controversial_stance(
        "Should companies adopt a four-day week?", "I'd say companies should adopt a four-day week."
    )
    assert (evidence.pro, evidence.con) == (1, 0)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Should we build more nuclear power plants?\nYes. Build them. The grid needs power that burns no coal.",
            "PRO",
        ),
        ("Should we build more nuclear power plants?\nAbsolutely not. The waste problem is still unsolved.", "CON"),
    ],
)
def test_a_bare_answer_under_a_question_title_answers_it(text, label):
    """A Q&A page whose answer is "Yes." was a debate page (NEU): its one-sided answer used no claim words
    (a fresh sample, 2026-11-26)."""
    assert controversial_stance("Should we build more nuclear power plants?", text).label == label


_REVIEW15 = json.loads((Path(__file__).parent / "golden" / "stance_controversial_review_session15.json").read_text())


@pytest.mark.parametrize("case", _REVIEW15, ids=[c["id"] for c in _REVIEW15])
def test_counter_examples_of_the_session_15_rules(case) -> None:
    """A review of session 15's diff (2026-11-26): "No comments yet", "Yes and no", "No votes yet" as bare answers,
    "they will have to ban it again" (a prediction) as no claim, "stop experimenting on animals" / "stop pretending"
    as delays, "I've heard principals argue" as the author's own claim."""
    assert controversial_stance(case["question"], case["text"]).label in case["expected"].split("|")


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Paying college athletes would ruin college sports.", "CON"),
        ("Paying college athletes is long overdue.", "PRO"),
        ("Paying college athletes is a no-brainer.", "PRO"),
        ("Paying college athletes would be a disaster.", "CON"),
    ],
)
def test_verdicts_worded_as_consequences(sentence, label):
    """ "would ruin", "is long overdue": verdicts without a modal or a listed verdict (a fresh sample, 2026-11-26)."""
    question = "Should college athletes be paid?"
    text = f"{question}\n{sentence} {sentence}"
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    ("sentence", "pro", "con"),
    [
        ("I used to think tipping should be abolished.", 0, 1),  # a view the author has left
        ("Someone tells me that tipping should be abolished.", 0.5, 0),  # a report counts half
        ("A columnist writes that tipping should be abolished.", 0.5, 0),
        ("Let me tell you, tipping should be abolished.", 1, 0),
        ("As far as research can tell us, tipping should be abolished.", 1, 0),
    ],
)
def test_former_and_reported_views(sentence, pro, con):
    """A fresh sample (2026-11-26): "I used to think X should be abolished", "someone tells me", "a columnist
    writes that" were the author's current claims."""
    evidence = controversial_stance("Should tipping be abolished?", sentence)
    assert (evidence.pro, evidence.con) == (pro, con)


def test_another_action_against_names_the_asked_one():
    """ "It's time to end tipping" is about "Should tipping be abolished?" (one key term and "end" for "abolish"):
    the topic gate took such one-sided pages for off-topic (NO; a fresh sample, 2026-11-26)."""
    evidence = controversial_stance(
        "Should tipping be abolished?", "It is time to end tipping. We should end tipping now."
    )
    assert evidence.topic_sentences == 2 and evidence.label == "PRO"
    unrelated = controversial_stance("Should tipping be abolished?", "The meeting will end at noon. Tipping is common.")
    assert unrelated.topic_sentences == 0


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        (
            "Should cities ban cars from their downtown areas?",
            "A car ban would kill our downtown. A car ban goes too far.",
            "CON",
        ),
        ("Should homework be banned in primary schools?", "A homework ban in primary schools is a bad idea.", "CON"),
        ("Should homework be banned in primary schools?", "Homework in primary schools is a bad idea.", "PRO"),
    ],
)
def test_a_verdict_on_a_compound_of_the_action_is_on_the_proposal(question, text, label):
    """ "A car ban would kill our downtown" judges the ban, not the cars (the thing acted on, then the action); it
    was read as a verdict against cars and so for the ban (a fresh sample, 2026-11-26)."""
    assert controversial_stance(question, text + " " + text).label == label


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I wouldn't ban it.", 1),
        ("I would never ban it.", 1),
        ("I would ban it.", -1),
        ("I'd ban homework tomorrow.", -1),
        ("I would say it is fine.", 0),
    ],
)
def test_the_authors_own_choice_reads_like_an_imperative(sentence, expected):
    """ "I wouldn't ban it" said nothing (a fresh sample, 2026-11-26); like "Don't ban it" it is against the ban."""
    from comparative_ir.stance.controversial import _imperative, _tokens

    assert _imperative(_tokens(sentence), parse_question("Should homework be banned in primary schools?")) == expected


def test_two_cases_made_as_headings_are_both_sides():
    """ "The case for abolishing tipping" ... "The case for keeping tipping": a page laying out both sides (a fresh
    sample, 2026-11-26); one such heading is an argument for one side."""
    from comparative_ir.stance.controversial import PAIRED_HEADINGS, _paired_headings

    both = "Tipping\nThe case for abolishing tipping\nWages rise.\nThe case for keeping tipping\nServers earn more."
    assert _paired_headings(both) == PAIRED_HEADINGS
    assert _paired_headings("The case for abolishing tipping\nWages would rise.") == 0


_TIPPING = "Tipping in restaurants is a mess of guilt and guesswork."
_DST = "Daylight saving time hurts our health every spring."


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        # another word for the asked action judged: a verdict on the proposal, not on tipping
        ("Should tipping be abolished?", _TIPPING + " Scrapping tipping would be a mistake, though.", "CON"),
        ("Should tipping be abolished?", _TIPPING + " Ending tipping would be a mistake, though.", "CON"),
        # ... but "in the end" is no ending
        ("Should tipping be abolished?", _TIPPING + " In the end, tipping is a good idea.", "CON"),
        # ... and urged: "Scrap it", also after a colon
        ("Should daylight saving time be abolished?", _DST + " Scrap daylight saving time.", "PRO"),
        ("Should daylight saving time be abolished?", _DST + " The fix is simple: end daylight saving time.", "PRO"),
    ],
)
def test_words_that_abolish_like_the_asked_one_answer_it(question, text, label):
    """ "Scrapping tipping would be a mistake" was a verdict against tipping, so for abolishing it; "end daylight
    saving time" after "The fix is simple:" urged nothing (a fresh sample, session 16)."""
    assert controversial_stance(question, text).label == label


def test_the_topic_of_an_action_question_is_what_is_acted_on():
    """ "Should cities ban short-term rentals?" is about the rentals: with "cities" as its subject, "Don't ban
    short-term rentals" named nothing and the page fell to the claimless default, PRO (a fresh sample, session 16)."""
    question = "Should cities ban short-term rentals?"
    assert parse_question(question).subject == ("short", "term", "rental")
    assert parse_question("Should the US abolish the electoral college?").subject == ("electoral", "college")
    text = "Short-term rentals have taken over our street. Don't ban short-term rentals."
    assert controversial_stance(question, text).label == "CON"
    assert controversial_stance(question, "I wouldn't ban short-term rentals. They bring visitors.").label == "CON"


def test_a_question_title_may_follow_a_site_line():
    """A debate handout titled on its second line ("Debate handout: "Should ...?"") weighs both sides; with only
    the first line read as a title, its two modal claims made it PRO (a fresh sample, session 16)."""
    text = (
        'Civics Unit 4\nDebate handout: "Should the voting age be lowered?"\nRead both columns.\n'
        "Some say the voting age should be lowered to 16 because teens pay taxes.\n"
        "Others say the voting age should stay at 18.\n"
    )
    assert controversial_stance("Should the voting age be lowered?", text).label == "NEU"


def test_chapter_timestamps_do_not_hide_paired_headings():
    """ "04:12 The case for reactors" ... "19:40 The case against": a podcast's chapters for both sides."""
    from comparative_ir.stance.controversial import PAIRED_HEADINGS, _paired_headings

    text = "Episode 142\n04:12 The case for reactors\nShe argues.\n19:40 The case against\nHe argues.\n"
    assert _paired_headings(text) == PAIRED_HEADINGS


@pytest.mark.parametrize(
    "verdict", ["Making college free for everyone is the wrong fix.", "Free college is the wrong move for the state."]
)
def test_the_wrong_fix_is_a_verdict_against(verdict):
    assert controversial_stance("Should college be free?", "Free college is debated a lot. " + verdict).label == "CON"


_RENTALS = "Short-term rentals push up rents a little. Short-term rentals also bring tourists to quiet streets. "


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("But the outright ban is the wrong tool.", "CON"),
        ("A ban would be a good idea.", "PRO"),
        ("The ban on smoking was a good idea.", "NO"),  # another ban: the claimless default (PRO until session 36)
    ],
)
def test_a_verdict_on_the_proposal_named_as_such(sentence, label):
    """ "The outright ban is the wrong tool" names the proposal without the topic's words; on a page about the topic
    it is a verdict on it (a fresh sample, session 16: the page fell to the claimless default, PRO)."""
    evidence = controversial_stance("Should cities ban short-term rentals?", _RENTALS + sentence)
    assert evidence.label == label
    assert (evidence.pro + evidence.con == 0) == ("smoking" in sentence)


def test_a_divided_field_is_a_balanced_page():
    text = "Zoos keep animals in cages. Experts are sharply divided. Some argue zoos protect species. " + (
        "Others argue zoos confine animals."
    )
    assert controversial_stance("Should zoos be banned?", text).label == "NEU"


@pytest.mark.parametrize(
    ("text", "label", "decided_by"),
    [
        # more claims against than for is CON: it was PRO unless the claims against were 1.5x plus half
        (
            "Bottled water should not be banned. Bottled water should not be banned. Bottled water should be banned.",
            "CON",
            "claims",
        ),
        ("Bottled water comes in plastic bottles. Bottled water is sold everywhere.", "NO", "no claims"),
        ("Bottled water is banned in some parks. Bottled water bans are debated.", "NO", "no claims"),
        (
            "Pros and cons of bottled water. Some argue bottled water is handy. Others argue it wastes plastic. "
            "On the other hand, bottled water is safe.",
            "NEU",
            "balanced: both sides marked",
        ),
    ],
)
def test_the_evidence_names_the_rule_that_decided(text, label, decided_by):
    """A user could not tell a claimless page's default from a label that claims carry, nor why "pro 1, con 2" was
    PRO (a user's walkthrough, session 16)."""
    evidence = controversial_stance("Should bottled water be banned?", text)
    assert (evidence.label, evidence.decided_by) == (label, decided_by)


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        # a colon clause that contrasts urges something narrower than the ban
        (
            "Should schools ban phones?",
            "Phones in schools are a distraction. Phones in schools also help in emergencies. Our advice for "
            "parents: ban phones at dinner, not in schools. Schools should teach kids to use phones responsibly.",
            "CON",
        ),
        # "that ban" is another ban
        (
            "Should smoking be banned in public places?",
            "Smoking in public places harms bystanders. Some point to Prohibition: that ban was a disaster. "
            "Smoking in public places should be banned.",
            "PRO",
        ),
        # geography, not two sides
        (
            "Should cities ban cars downtown?",
            "Banning cars downtown made Oslo safer. On one side of the ring road cars are allowed, on the other "
            "side of it only buses. Cities should ban cars downtown.",
            "PRO",
        ),
    ],
)
def test_the_session_16_rules_stay_out_of_ordinary_text(question, text, label):
    """Counter-examples from a review of session 16's diff, each wrong with the first version of a rule."""
    assert controversial_stance(question, text).label == label


def test_a_gerund_after_from_is_part_of_what_is_banned():
    question = "Should the government ban companies from selling user data?"
    assert parse_question(question).subject == ("company", "selling", "user", "data")


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        ("Should daylight saving time be abolished?", "Daylight saving time must go. It harms sleep.", "PRO"),
        ("Should daylight saving time be abolished?", "Daylight saving time has to go, now. It harms sleep.", "PRO"),
        ("Should homework be banned?", "Homework should go to the students who need practice most.", "CON"),
    ],
)
def test_a_subject_that_must_go_is_done_away_with(question, text, label):
    """ "X must go" urged keeping X ("go" read as any action; a README audit of session 18); "should go to ..." is
    still an action for the subject."""
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        ("Should bottled water be banned?", "Voters should reject a ban on bottled water.", "CON"),
        ("Should bottled water be banned?", "We should oppose banning bottled water.", "CON"),
        ("Should cities ban cars from their downtown areas?", "We must oppose any ban on cars downtown.", "CON"),
        (
            "Should cities ban cars from their downtown areas?",
            "Cities should reject proposals to ban cars from their downtown areas.",
            "CON",
        ),
        (
            "Should cities ban cars from their downtown areas?",
            "The Council should reject a permanent car ban. A car ban would hurt every shop downtown.",
            "CON",
        ),
        (
            "Should body cameras be mandatory for police?",
            "Lawmakers should vote against making body cameras mandatory for police.",
            "CON",
        ),
        # two actions side by side do not cancel; rejecting the subject itself is against it
        ("Should cities ban cars from their downtown areas?", "Cities should restrict or ban cars downtown.", "PRO"),
        ("Should smoking be banned in public places?", "Governments should reject smoking in public places.", "PRO"),
        # counter-examples of a review of the first version: what keeps or tightens the measure, or undoes
        # something else, does not cancel
        ("Should assault weapons be banned?", "Congress should stop the assault weapons ban from expiring.", "PRO"),
        ("Should assault weapons be banned?", "Congress should oppose the repeal of the assault weapons ban.", "PRO"),
        (
            "Should trophy hunting be banned?",
            "Parliament should reject the lifting of the ban on trophy hunting.",
            "PRO",
        ),
        ("Should cities ban cars downtown?", "Cities should limit the ban on cars to downtown streets.", "PRO"),
        ("Should plastic bags be banned?", "We should end exemptions from the plastic bag ban.", "PRO"),
        # a ballot item voted against by name: a measure against the subject when the sentence says so
        ("Should fracking be banned?", "Residents should vote against Proposition 5, which would ban fracking.", "CON"),
        ("Should plastic bags be banned?", "Senators should vote against the bill to ban plastic bags.", "CON"),
        # a code review's counter-examples: a ban in the next clause, a passive, a bill that protects
        ("Should tipping be abolished?", "Tipping should be abolished, a ban on it is overdue.", "PRO"),
        ("Should plastic bags be banned?", "We should scrap plastic bags, a ban works.", "PRO"),
        ("Should plastic bags be banned?", "We should ditch plastic bags because a ban works.", "PRO"),
        ("Should tipping be abolished?", "Restaurants should end tipping - a ban is the only fair way.", "PRO"),
        (
            "Should plastic bags be banned?",
            "Lawmakers should vote against the bill, which would protect plastic bags from a ban.",
            "NO",  # not CON: a ballot item named, its action said elsewhere, claims nothing (PRO until session 36)
        ),
    ],
)
def test_rejecting_a_measure_against_the_subject_is_for_it(question, text, label):
    """A participant's review (session 20): "should reject a ban on X" counted "reject" as an action against X,
    so a page against the ban came out PRO; "vote against" was no action at all."""
    assert controversial_stance(question, text).label == label


def test_the_asked_action_counts_as_a_topic_word_beside_a_key_term():
    """ "ban" is a generic question word, so "A ban on cars is coming" named one of the four key terms of "Should
    cities ban cars from their downtown areas?" and was off topic (a review of the demo's pages, session 20)."""
    question = "Should cities ban cars from their downtown areas?"
    assert controversial_stance(question, "A ban on cars is coming.").topic_sentences == 1
    assert controversial_stance(question, "Banning cars is coming.").topic_sentences == 1
    assert controversial_stance(question, "Ban it! The smoking ban works.").topic_sentences == 0  # never alone
    # beside a word of the subject ("car"), not another key term: the city bans something else
    assert controversial_stance(question, "Our city should ban gas leaf blowers.").topic_sentences == 0
    # an asked action that is itself a key term ("abolished") is served by the key terms, not counted twice
    tipping = controversial_stance("Should tipping be abolished?", "The meeting will end at noon. Tipping is common.")
    assert tipping.topic_sentences == 0


@pytest.mark.parametrize(
    "question, text, label",
    [
        # a participant's review (session 33): every label of a negated question was the wrong way round
        ("Should zoos not be banned?", "Zoos should be banned. We must close all zoos.", "CON"),
        ("Should teachers not get tenure?", "Teachers should not get tenure. Tenure protects bad teachers.", "PRO"),
        ("Should smoking in public places not be allowed?", "Smoking in public places should be banned.", "PRO"),
        # a tie stays PRO under the negated question too (a review: swapping the label made it CON)
        ("Should zoos not be banned?", "Zoos should not be banned. Critics say zoos should be banned.", "PRO"),
        # not a negated question: it asks for a yes, or for either answer
        ("Should we not ban guns?", "We should ban guns.", "PRO"),
        ("Is it not time to ban fireworks?", "It is time to ban fireworks. Fireworks should be banned.", "PRO"),
        # the "not" of an infinitive or a relative clause
        ("Should schools teach children not to use social media?", "Schools should teach children that.", "PRO"),
        (
            "Should companies that do not pay taxes be banned from public contracts?",
            "Companies that do not pay their taxes should be banned from public contracts.",
            "PRO",
        ),
        ("Shouldn't zoos be banned?", "Zoos should be banned. We must close all zoos.", "PRO"),
        ("Should zoos be banned or not?", "Zoos should be banned. We must close all zoos.", "PRO"),
    ],
)
def test_a_negated_question_swaps_the_sides(question, text, label):
    assert controversial_stance(question, text).label == label


def test_a_negated_question_keeps_the_default_and_the_balance():
    on_topic = "Zoo bans are debated in many countries. A ban on zoos would affect thousands of keepers."
    assert controversial_stance("Should zoos not be banned?", on_topic).label == (
        controversial_stance("Should zoos be banned?", on_topic).label
    )
    balanced = "Pros and cons of banning zoos. On the one hand ... on the other hand. Pros and cons. Both sides."
    assert controversial_stance("Should zoos not be banned?", balanced).label == (
        controversial_stance("Should zoos be banned?", balanced).label
    )


@pytest.mark.parametrize(
    "question, text, label",
    [
        # the other pole of the question's word answers no (was PRO, as a page naming the question; or NO)
        ("Are social networking sites good for our society?", "Social networking sites are bad for society.", "CON"),
        ("Is vaping with e-cigarettes safe?", "Vaping with e-cigarettes is dangerous.", "CON"),
        ("Is nuclear power good?", "Nuclear power is bad.", "CON"),
        ("Is nuclear power good?", "Nuclear power is not bad.", "PRO"),
        ("Is homework harmful?", "Homework is harmless for most students and homework is beneficial.", "CON"),
        ("Are energy drinks bad for you?", "Energy drinks are good for you.", "CON"),
        # idioms and phrases about something else answer nothing (a review of the first version: CON; the claimless
        # default, NO since session 36)
        (
            "Is social media bad for teenagers?",
            "Social media is a good deal more addictive than television, and it harms teenagers' sleep.",
            "NO",
        ),
        ("Is coffee bad for you?", "Good coffee starts with good beans. Coffee is good with a slow breakfast.", "NO"),
        ("Is alcohol bad for you?", "Good wine needs good food. Alcohol is good with fatty dishes.", "NO"),
        ("Is social media good for society?", "Social media is bad at nuance, and society pays for it.", "NO"),
    ],
)
def test_the_opposite_of_the_questions_word_answers_no(question, text, label):
    assert controversial_stance(question, text).label == label


def test_the_evidence_shows_the_sentences_read_as_claims():
    """A participant could not check a label against the sentences it rests on (review, session 33)."""
    text = "Zoos should be banned. We must close all zoos. Zoos should not be banned, some say. Zoos sell tickets."
    found = controversial_stance("Should zoos be banned?", text)
    assert found.pro_claims == ("Zoos should be banned.", "We must close all zoos.")
    assert found.con_claims == ("Zoos should not be banned, some say.",)
    negated = controversial_stance("Should zoos not be banned?", text)
    assert (negated.pro_claims, negated.con_claims) == (found.con_claims, found.pro_claims)
    many = controversial_stance("Should zoos be banned?", "Zoos should be banned. " * 10 + "x" * 500)
    assert len(many.pro_claims) == 3
    long = controversial_stance("Should zoos be banned?", "Zoos should be banned " + "because " * 100 + "of it.")
    assert len(long.pro_claims[0]) == 200


@pytest.mark.parametrize(
    "text",
    [
        # a participant's review: these were claims for the subject
        "Insider trading is illegal and the SEC will need to gather evidence of insider trading.",
        "Written tips about insider trading carry the danger of becoming evidence should an investigation result.",
    ],
)
def test_a_modal_that_predicts_or_means_if_claims_nothing(text):
    found = controversial_stance("Should insider trading be legal?", text)
    assert found.pro_claims == found.con_claims == ()


def test_will_have_to_still_claims():
    assert controversial_stance("Should insider trading be legal?", "They will have to ban insider trading.").label == (
        "CON"
    )


@pytest.mark.parametrize(
    "question, text, label",
    [
        # a participant's review (session 33): a modal claim counted by its polarity, not by what it claims
        ("Should churches remain tax-exempt?", "Churches should be taxed like any other business.", "CON"),
        ("Should churches remain tax-exempt?", "Churches should not be taxed, they serve the poor.", "PRO"),
        ("Should churches remain tax-exempt?", "Churches should remain tax-exempt.", "PRO"),
        ("Should healthcare be public?", "Healthcare should be privatised. Healthcare should be private.", "CON"),
        ("Should prisons be private?", "Prisons should be public. Prisons should be nationalised.", "CON"),
        # the contrast ends the action: what is urged comes before "not"
        ("Should the voting age be lowered to 16?", "The voting age should be raised, not lowered.", "CON"),
        ("Should zoos be banned?", "Zoos should be reformed, not closed.", "CON"),
        ("Should zoos be banned?", "Zoos should be closed, not reformed.", "PRO"),
    ],
)
def test_a_claim_opposite_to_the_questions_predicate_counts_the_other_way(question, text, label):
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    "question, text, label",
    [
        # keeping things as they are answers a question asking for a change no, whichever way the change points
        ("Should the minimum wage be increased?", "The minimum wage should stay at $7.25.", "CON"),
        ("Should the voting age be lowered to 16?", "The voting age should stay at 18.", "CON"),
        ("Should the voting age be lowered to 16?", "The voting age should not change.", "CON"),
        ("Should the minimum wage be increased?", "The minimum wage should not be changed.", "CON"),
        ("Should the minimum wage be increased?", "The minimum wage should not stay at $7.25.", "PRO"),
        # ... unless the action is the asked one or one against the subject
        ("Should plastic bags be banned?", "Plastic bags should remain banned in every shop.", "PRO"),
        ("Should the death penalty be abolished?", "The death penalty should remain in force.", "CON"),
    ],
)
def test_keeping_things_as_they_are_answers_a_change_no(question, text, label):
    assert controversial_stance(question, text).label == label


def test_a_change_in_another_sense_does_not_name_a_status_quo_question():
    """The 2023 topic "Should the penny stay in circulation?": coin pages' "loose change" is no claim that the penny
    should change (a first version made three such pages PRO or CON)."""
    text = "Check your loose change for these 1970 pennies. You should also be looking in mint sets."
    assert controversial_stance("Should the penny stay in circulation?", text).label == "NO"


@pytest.mark.parametrize(
    "text",
    [
        # a review of the first version: a change kept going is no status quo
        "The minimum wage should keep up with inflation.",
        "The minimum wage should keep rising every year until it is a living wage.",
    ],
)
def test_keeping_a_change_going_is_for_it(text):
    assert controversial_stance("Should the minimum wage be raised?", text).label == "PRO"


@pytest.mark.parametrize(
    "question, text, label",
    [
        # a policy predicate said in other words names the topic when it is a modal claim's action (session 35)
        ("Should voting be compulsory?", "Against Mandatory Voting\nVoting should not be made mandatory.", "CON"),
        ("Should childhood vaccinations be mandatory?", "Vaccination should be compulsory for every child.", "PRO"),
        ("Should the penny be eliminated?", "Retire the Penny\nThe penny should be retired.", "PRO"),
        ("Should the penny be eliminated?", "The penny should not be kept in circulation.", "PRO"),
        ("Should tipping be abolished?", "Keep the Tip\nTipping should be kept.", "CON"),
        ("Should school uniforms be mandatory?", "Uniforms should no longer be optional.", "PRO"),
        ("Should voting be compulsory?", "Voting should remain voluntary.", "CON"),
        ("Should social security be privatized?", "Social security should be privatised.", "PRO"),
    ],
)
def test_a_policy_predicate_in_other_words_names_the_topic(question, text, label):
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    "question, text",
    [
        # ... not a class word outside a modal claim's action: coin pages keep coins, a page on policing is public
        (
            "Should the penny stay in circulation?",
            "You don't need to worry about keeping any worn 1998 pennies you find. Check every penny you keep.",
        ),
        (
            "Should social security be privatized?",
            "There are now more private cops (security guards and the like) than public police.",
        ),
        ("Should voting be compulsory?", "Voting in the club is voluntary. Members vote once a year."),
    ],
)
def test_a_class_word_elsewhere_does_not_name_the_topic(question, text):
    assert controversial_stance(question, text).label == "NO"


def test_a_page_whose_claims_are_all_reported_from_both_sides_is_neutral():
    text = (
        "Soda Taxes: What the Research Says\n"
        "More than fifty countries now tax sugar-sweetened beverages. Advocates argue that governments should use "
        "price signals to cut sugar intake. Opponents argue that sugary drink taxes should not fall on low-income "
        "consumers. It remains unclear whether reduced purchases lower obesity rates."
    )
    assert controversial_stance("Should sugary drinks be taxed?", text).label == "NEU"
    # an essay reporting both sides argues its own case in words the rules do not read: its claims decide (PRO: one
    # reported claim against is short of CON's margin), as before
    essay = "Should sugary drinks be taxed? Essay - 794 Words\n" + text.split("\n", 1)[1]
    assert controversial_stance("Should sugary drinks be taxed?", essay).decided_by == "claims"


def test_a_plural_noun_does_not_end_the_questions_subject():
    """ "limits" in "speed limits" is a noun, not the action "limit" (the subject was "lowered")."""
    prop = parse_question("Should highway speed limits be lowered?")
    assert prop.subject == ("highway", "speed", "limit") and prop.orientation == -1
    text = "Highway speed limits should be lowered."
    assert controversial_stance("Should highway speed limits be lowered?", text).label == "PRO"
    assert parse_question("Should cities ban cars?").subject == ("car",)  # the action in its base form still ends it


@pytest.mark.parametrize(
    "text, label",
    [
        ("Nuclear power plants should be phased out.", "PRO"),
        ("Nuclear plants should be kept open.", "CON"),
        ("Nuclear plants should remain open.", "CON"),
        # a going concern kept going is the status quo, unlike a change kept going ("keep rising")
        ("Nuclear plants should keep operating.", "CON"),
        ("Nuclear plants should not be kept running beyond their design lives.", "PRO"),
    ],
)
def test_a_phase_out_is_a_change_that_keeping_answers_no(text, label):
    assert controversial_stance("Should nuclear power plants be phased out?", text).label == label


def test_keeping_a_change_going_is_for_it_in_its_other_forms():
    for text in ("The minimum wage should keep increasing every year.", "The minimum wage should keep going up."):
        assert controversial_stance("Should the minimum wage be raised?", text).label == "PRO"


@pytest.mark.parametrize(
    "question, text, label",
    [
        # a modal claim on how to view the subject answers an "Is X ...?" question in its own words (session 35)
        ("Is social media good for teenagers?", "Social media should be treated as harmful to teenagers.", "CON"),
        ("Is social media good for teenagers?", "Social media should not be considered bad for teenagers.", "PRO"),
        (
            "Is video gaming harmful to children?",
            "Video gaming should be recognized as beneficial for children.",
            "CON",
        ),
        ("Is video gaming harmful to children?", "Video gaming should be considered harmful to children.", "PRO"),
        ("Is obesity a disease?", "Obesity should be considered a disease.", "PRO"),
        ("Is obesity a disease?", "Obesity should not be classified as a disease.", "CON"),
        # ... and an evaluative predicate's other words answer it as the predicate does
        ("Is video gaming harmful to children?", "Video games are not damaging our children.", "CON"),
        ("Are standardized tests necessary for college admissions?", "Standardized tests are not essential.", "CON"),
    ],
)
def test_how_to_view_the_subject_answers_the_question(question, text, label):
    assert controversial_stance(question, text).label == label


def test_an_evaluative_word_ends_the_subject_of_a_copula_question():
    prop = parse_question("Is video gaming harmful to children?")
    assert prop.subject == ("video", "gaming") and prop.orientation == -1


@pytest.mark.parametrize(
    "question, text, label",
    [
        # a tax's other side is an exemption, a free thing's a charge; "tax-exempt" says "exempt" (session 35)
        ("Should sugary drinks be taxed?", "Sugary drinks should not remain exempt from taxation.", "PRO"),
        ("Should sugary drinks be taxed?", "Sugary drinks should remain tax-exempt.", "CON"),
        ("Should sugary drinks be taxed?", "Sugary drinks should stay tax free.", "CON"),
        ("Should sugary drinks be taxed?", "Sugary drinks should be taxed.", "PRO"),
        ("Should churches remain tax-exempt?", "Churches should remain tax-exempt.", "PRO"),
        ("Should churches remain tax-exempt?", "Churches should be taxed.", "CON"),
        ("Should public college tuition be free?", "Students at public colleges should not be charged tuition.", "PRO"),
        ("Should public college tuition be free?", "Students at public colleges should be charged tuition.", "CON"),
    ],
)
def test_a_tax_and_a_charge_have_their_other_sides(question, text, label):
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    "question, text",
    [
        # a review of session 35's first version: class words in other senses, or not about the subject
        (
            "Should tipping be abolished?",
            "Tipping guide: 15 to 20 percent. You should keep in mind that servers earn little.",
        ),
        ("Should the penny be eliminated?", "Coin collecting: you should save your pennies in acid-free holders."),
        ("Should the penny be eliminated?", "You should keep track of your pennies when counting change."),
        ("Should the drinking age be lowered?", "Health experts say young people should reduce their drinking."),
        ("Should nuclear power be phased out?", "Nuclear plant operators should keep detailed safety records."),
    ],
)
def test_a_class_word_not_about_the_subject_does_not_name_the_topic(question, text):
    assert controversial_stance(question, text).label == "NO"


def test_a_class_word_acting_on_the_subject_names_the_topic():
    assert controversial_stance("Should the penny be eliminated?", "Congress should retire the penny.").label == "PRO"
    text = "States should not require vaccination as a condition of education."
    assert controversial_stance("Should childhood vaccinations be mandatory?", text).label == "CON"


@pytest.mark.parametrize(
    "question, subject",
    [
        # an evaluative word inside the subject's noun phrase does not end it
        ("Are the harmful effects of vaping exaggerated?", ("harmful", "effect", "vaping")),
        ("Is the moral hazard of bailouts harmful?", ("moral", "hazard", "bailout")),
        ("Is the Dangerous Dogs Act effective?", ("dangerous", "dog", "act")),
    ],
)
def test_an_evaluative_word_in_the_subject_stays_in_it(question, subject):
    assert parse_question(question).subject == subject


def test_the_authors_own_verdict_beside_both_sides_reported_takes_a_side():
    text = (
        "Supporters say the penny should be retired. Opponents argue the penny should be kept. In our view the case "
        "is clear: the penny should be eliminated, and soon."
    )
    assert controversial_stance("Should the penny be eliminated?", text).label == "PRO"
    both = "Supporters say the penny should be retired. Opponents argue the penny should be kept."
    assert controversial_stance("Should the penny be eliminated?", both).label == "NEU"


@pytest.mark.parametrize(
    "question, text, label",
    [
        ("Should sugary drinks be taxed?", "Sugary drinks should remain exempt from sales tax.", "CON"),
        ("Should nuclear power plants be shut down?", "Nuclear power plants should be kept open.", "CON"),
        ("Should public transport be free?", "Public transport should be free of charge.", "PRO"),
        (
            "Should public transport be free?",
            "Public transport agencies should put someone in charge of safety.",
            "PRO",
        ),
    ],
)
def test_what_an_exemption_a_closure_and_a_charge_are(question, text, label):
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    "text",
    [
        # advice to the reader on a page about the topic (session 36: real pages read PRO through these)
        "Teacher tenure laws explained\nIf you have questions about teacher tenure, you should contact an attorney.",
        "Recreational marijuana is now legal in Montana: what you should know about recreational marijuana.",
    ],
)
def test_advice_to_the_reader_is_no_claim(text):
    question = "Should teachers get tenure?" if "tenure" in text else "Should recreational marijuana be legal?"
    assert controversial_stance(question, text).pro_claims == ()


@pytest.mark.parametrize(
    "text, label",
    [
        # a measure against is against the subject when done to it: its state, no object, the subject as object
        ("Body cameras should be banned.", "CON"),
        ("Cities should ban body cameras.", "CON"),
        ("Cities should stop buying body cameras.", "CON"),
        ("Body cameras must end now.", "CON"),
        # ... not when the subject acts against something else
        ("The use of body cameras should reduce complaints against officers.", "PRO"),
        (
            "Police officers should wear body cameras, because the use of body cameras should reduce the use of force.",
            "PRO",
        ),
    ],
)
def test_an_action_against_counts_against_the_subject_when_done_to_it(text, label):
    assert controversial_stance("Should body cameras be mandatory for police?", text).label == label


def test_an_action_against_something_else_by_others_is_no_claim():
    evidence = controversial_stance(
        "Should people become vegetarian?",
        "Vegetarian diets\nPeople should stop eating processed meat, and vegetarian food is cheap.",
    )
    assert evidence.con_claims == ()


def test_a_gerund_subject_takes_its_object():
    prop = parse_question("Does lowering the federal corporate income tax rate create jobs?")
    assert prop.subject == ("lowering", "federal", "corporate", "income", "tax", "rate")
    assert prop.predicate == ("create", "job")


CLIMATE = "Is human activity primarily responsible for global climate change?"
GAMES = "Do violent video games contribute to youth violence?"


@pytest.mark.parametrize(
    ("question", "sentence", "label"),
    [
        # a causal question answered in other words than its own: actively or passively, yes or no
        (CLIMATE, "Humans cause climate change.", "PRO"),
        (CLIMATE, "Human activity has caused global climate change.", "PRO"),
        (CLIMATE, "Recent global warming is due to human activity.", "PRO"),
        (CLIMATE, "Humans are driving climate change.", "PRO"),
        (CLIMATE, "Climate change is not caused by human activity.", "CON"),
        (CLIMATE, "Humans are not driving climate change, the sun is.", "CON"),
        (GAMES, "Violent video games cause youth violence.", "PRO"),
        (GAMES, "Youth violence is not caused by violent video games.", "CON"),
        # a possibility, a question asked, a noun phrase: no answer
        (CLIMATE, "Human activities might cause climate change.", "NO"),
        (CLIMATE, "Scientists debate whether humans cause climate change.", "NO"),
        (CLIMATE, "The human driving forces of global climate change.", "NO"),
    ],
)
def test_causal_questions_answered_in_other_words(question, sentence, label):
    assert controversial_stance(question, f"{sentence} {sentence}").label == label


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        # a title in a question's word order, without its question mark, asks: it claims nothing
        (
            "Should euthanasia or physician-assisted suicide be legal?",
            "Should Euthanasia Or Physician Assisted Suicide Be Legal Philosophy Essay\n\n"
            "Should Euthanasia Or Physician Assisted Suicide Be Legal Philosophy Essay\n\n"
            "Euthanasia or physician assisted suicide should not be legal.",
            "CON",
        ),
        ("Is obesity a disease?", "Is Obesity a Disease.\n\nIs Obesity a Disease.", "NO"),
        (
            GAMES,
            "Do Violent Video Games Cause Youth Violence Media Essay. Violent video games do not cause violence.",
            "CON",
        ),
        # an imperative that opens with "do" still tells
        ("Should bottled water be banned?", "Do ban bottled water. Bottled water should be banned.", "PRO"),
    ],
)
def test_a_question_without_its_mark_claims_nothing(question, text, label):
    assert controversial_stance(question, text).label == label


def test_a_name_that_opens_like_a_question_still_claims():
    text = "Will Smith says teachers should get tenure. Will Smith says teachers should get tenure."
    assert controversial_stance(TENURE, text).label == "PRO"


@pytest.mark.parametrize(
    ("question", "sentence", "label"),
    [
        # a denial before "that" is read once, not twice
        (CLIMATE, "It is not true that humans cause climate change.", "CON"),
        (CLIMATE, "There is no evidence that humans cause climate change.", "CON"),
        # a cause set against another counts for the one affirmed
        (CLIMATE, "Human activity, not natural cycles, causes climate change.", "PRO"),
        (CLIMATE, "Climate change is caused by the sun, not humans.", "CON"),
        (GAMES, "Youth violence is driven by poverty, not violent video games.", "CON"),
        ("Does social media cause depression?", "Depression is caused by genetics rather than social media.", "CON"),
        # a negation after the verb, and a small share
        (GAMES, "Violent video games cause no youth violence at all.", "CON"),
        (GAMES, "Violent video games cause fun and relaxation, not youth violence.", "CON"),
        (CLIMATE, "Humans contribute only a tiny fraction to global climate change.", "NO"),
        (CLIMATE, "Humans cause far less climate change than volcanoes and the sun.", "NO"),
    ],
)
def test_causal_answers_read_their_negations(question, sentence, label):
    assert controversial_stance(question, f"{sentence} {sentence}").label == label


def test_a_gerund_subject_acts_even_through_a_verb_against():
    prop = parse_question("Does wearing a mask reduce infections?")
    assert prop.subject == ("wearing", "mask")
    text = "Wearing a mask reduces infections. Wearing a mask reduces infections. Masks work."
    assert controversial_stance("Does wearing a mask reduce infections?", text).label == "PRO"


@pytest.mark.parametrize(
    ("question", "text", "label"),
    [
        # a title asking, then its answer after a colon: the answer counts
        (
            "Should the death penalty be abolished?",
            "Should the death penalty be abolished: yes, the death penalty should be abolished. "
            "Should the death penalty be abolished: yes, the death penalty should be abolished.",
            "PRO",
        ),
        # list items without their subject do not ask
        ("Are vaccines safe?", "Are tested for years, so vaccines are safe. Vaccines are safe.", "PRO"),
        (
            "Is the death penalty effective?",
            "Does nothing to deter crime: the death penalty is not effective. The death penalty is not effective.",
            "CON",
        ),
    ],
)
def test_asking_is_read_clause_by_clause(question, text, label):
    assert controversial_stance(question, text).label == label


@pytest.mark.parametrize(
    ("question", "sentence", "label"),
    [
        # a claim called false after it is denied: "The claim that ... is false / a myth / simply wrong"
        (CLIMATE, "The claim that humans cause climate change is false.", "CON"),
        (CLIMATE, "The idea that humans cause climate change is a myth.", "CON"),
        (TENURE, "The idea that teachers should get tenure is simply wrong.", "CON"),
        ("Is obesity a disease?", "The notion that obesity is a disease is misleading.", "CON"),
        # ... not when the falsity is denied, nor when the claim is praised
        (CLIMATE, "The claim that humans cause climate change is not false.", "PRO"),
        (TENURE, "The argument that teachers should get tenure is strong.", "PRO"),
    ],
)
def test_a_claim_called_false_after_it_is_denied(question, sentence, label):
    assert controversial_stance(question, f"{sentence} {sentence}").label == label


def test_a_long_page_is_read_at_its_end_too() -> None:
    """A participant's review (session 41): a page of 2,600 words stating its position only in its last sentences
    read NO ("off topic"): the stance read the first 2,000 words. Its last 300 words are read too."""
    from comparative_ir import api
    from comparative_ir.stance.controversial import MAX_WORDS, TAIL_WORDS, _top_and_end

    filler = " ".join(["The weather was mild and the harbour was calm that morning."] * 260)
    text = filler + " Teachers should not get tenure. Tenure should be abolished for teachers."
    [found] = api.stance("Should teachers get tenure?", [text], "controversial")
    assert found.label == "CON"
    read = _top_and_end(text)
    assert len(read.split()) == MAX_WORDS + TAIL_WORDS and read.endswith("abolished for teachers.")
    assert _top_and_end("Short page.") == "Short page."
