import pytest

from comparative_ir.cli import main
from comparative_ir.credentials import CredentialsError, read_key_file, resolve_api_key


def test_plain_and_json_key_files(tmp_path):
    plain = tmp_path / "key.txt"
    plain.write_text("  abc123\n")
    assert read_key_file(plain) == "abc123"
    tira = tmp_path / "creds.json"
    tira.write_text('{"apikey": "k-json"}')
    assert read_key_file(tira) == "k-json"


@pytest.mark.parametrize("content", ["", "{}", '{"apikey": ""}', "{broken", "two words"])
def test_bad_key_files(tmp_path, content):
    path = tmp_path / "key"
    path.write_text(content)
    with pytest.raises(CredentialsError):
        read_key_file(path)


def test_precedence(tmp_path):
    (tmp_path / "chatnoir-credentials.json").write_text('{"apikey": "from-tira"}')
    key_file = tmp_path / "k"
    key_file.write_text("from-file")
    assert resolve_api_key(key_file, tmp_path, {"CHATNOIR_API_KEY": "from-env"}) == "from-file"
    assert resolve_api_key(None, tmp_path, {"CHATNOIR_API_KEY": "from-env"}) == "from-env"
    assert resolve_api_key(None, tmp_path, {}) == "from-tira"
    assert resolve_api_key(None, tmp_path / "nowhere", {}) is None


@pytest.mark.parametrize("arg", ["--api-key", "--api-key=abc"])
def test_key_never_on_command_line(tmp_path, capsys, arg):
    assert main(["run", "-i", str(tmp_path), "-o", str(tmp_path / "o"), arg, "abc"]) == 2
    err = capsys.readouterr().err
    assert "never taken on the command line" in err and "abc" not in err


def test_missing_key_is_one_clear_line(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("CHATNOIR_API_KEY", raising=False)
    (tmp_path / "topics.xml").write_text("<topics><topic><number>1</number><title>A or B?</title></topic></topics>")
    assert main(["run", "-i", str(tmp_path), "-o", str(tmp_path / "o"), "--quiet"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no ChatNoir API key" in err[0]
