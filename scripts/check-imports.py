#!/usr/bin/env python3
"""Every module a target imports is a dependency it declares.

Reads each package's manifest (`swift package dump-package`, for the course
package and Server/) and every Swift source of each target, and fails
listing each `import` of a module the target does not name in its
`dependencies` (a target of the package, or a product whose module has
that name). A module that is reached only through another target's
dependencies builds today by accident of the build order and breaks when
that target drops it.

    scripts/check-imports.py            # both packages
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The toolchain's own modules: never declared.
SYSTEM = {"Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Glibc", "Musl", "Darwin",
          "Dispatch", "Testing", "XCTest", "os", "SwiftShims", "_Concurrency", "Synchronization", "Android"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def manifest(path):
    out = subprocess.run(["swift", "package", "--package-path", path, "dump-package"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def dependency_names(dependency):
    """The module names one `dependencies:` entry makes importable."""
    for kind in ("byName", "target", "product"):
        if kind in dependency:
            value = dependency[kind]
            name = value[0]
            if kind == "product":
                package = value[1]
                return {name} | PRODUCTS.get((package, name), set())
            return {name}
    return set()


def sources(package_path, target):
    if target.get("path"):
        folder = os.path.join(package_path, target["path"])
    else:
        folder = os.path.join(package_path, "Tests" if target["type"] == "test" else "Sources", target["name"])
    excluded = [os.path.join(folder, e) for e in target.get("exclude", [])]
    excluded += [os.path.join(folder, r["path"]) for r in target.get("resources", [])]
    for directory, _, files in os.walk(folder):
        if any(directory == e or directory.startswith(e + "/") for e in excluded):
            continue
        for name in files:
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


PRODUCTS = {}


def check(package_path, package_name):
    data = manifest(package_path)
    for product in data.get("products", []):
        PRODUCTS[(package_name, product["name"])] = set(product["targets"])
    problems = []
    for target in data["targets"]:
        if target["type"] in ("system", "binary", "plugin"):
            continue
        declared = set()
        for dependency in target.get("dependencies", []):
            declared |= dependency_names(dependency)
        for file in sorted(sources(package_path, target)):
            with open(file, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    match = IMPORT.match(line)
                    if not match:
                        continue
                    module = match.group(1)
                    if module in SYSTEM or module == target["name"] or module in declared:
                        continue
                    problems.append(f"{os.path.relpath(file, ROOT)}:{number}: error: target '{target['name']}' imports "
                                    f"{module}, which its dependencies in {os.path.relpath(os.path.join(package_path, 'Package.swift'), ROOT)} do not name; add it there")
    return problems


def main():
    # The server names the course package after its folder (see Server/Package.swift).
    problems = check(ROOT, os.path.basename(ROOT)) + check(os.path.join(ROOT, "Server"), "Server")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print("every import is a declared dependency")
    return 0


if __name__ == "__main__":
    sys.exit(main())
