"""constraints.txt pins the Docker image's dependencies: every dependency of pyproject.toml, within its range, and
the Dockerfile installs with it. A dependency added to pyproject.toml without a pin fails here, not in the image."""

import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

REPO = Path(__file__).resolve().parents[1]


def _pins() -> dict[str, Version]:
    pins = {}
    for number, line in enumerate((REPO / "constraints.txt").read_text().splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, version = line.partition("==")
        assert sep and name.strip() and version.strip(), f"constraints.txt:{number}: not 'name==version': {line!r}"
        assert canonicalize_name(name) not in pins, f"constraints.txt:{number}: {name} pinned twice"
        pins[canonicalize_name(name)] = Version(version)
    return pins


def test_every_dependency_is_pinned_within_its_range():
    pins = _pins()
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert canonicalize_name(project["name"]) not in pins  # pip refuses the package's own line as a constraint
    for spec in project["dependencies"]:
        requirement = Requirement(spec)
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{requirement.name} (pyproject.toml) has no pin in constraints.txt"
        assert requirement.specifier.contains(pins[name], prereleases=True), (
            f"constraints.txt pins {requirement.name}=={pins[name]}, outside pyproject.toml's {requirement.specifier}"
        )


def test_the_dockerfile_installs_with_the_constraints():
    dockerfile = (REPO / "Dockerfile").read_text()
    assert "pip install --no-cache-dir -c /app/constraints.txt /app" in dockerfile
    assert "constraints.txt" not in (REPO / ".dockerignore").read_text()
