#!/usr/bin/env python3
"""tests/check/structured.py CHECK - the structured diagnostics (docs/SPEC.md §12, Diagnostics).

Runs prism-check over the whole fail corpus in one run, in the three
formats, and prints a PASS/FAIL/SKIP line per property:

  sarif-schema        --format=sarif validates against the vendored SARIF
                      2.1.0 schema (tests/tools/sarif/); SKIP only if python3
                      has no jsonschema
  sarif-results       one result per error/warning of the text run, same
                      rule, level, line and column (the text's is gcc's
                      display column, SARIF's the code points its run's
                      columnKind "unicodeCodePoints" says: converted here
                      from the source line, so utf8_columns.cu's non-ASCII
                      and tabs test both); every ruleId is in
                      tool.driver.rules at its ruleIndex; fingerprints unique
  sarif-fingerprints  a copy of a corpus file with lines added above and its
                      code re-indented keeps every fingerprint
  json                --format=json: the documented fields, the same
                      diagnostics as the text run, counts that add up
  fix-notes           every rule of --list-rules has a fix: text, and each
                      error/warning of the text run is followed by a fix: note
  see-once            the text run prints 'see: prism-check --explain P###'
                      once per rule reported, no more
Run from the repository root.
"""
import glob, json, os, re, subprocess, sys, tempfile, unicodedata

check = os.path.abspath(sys.argv[1])  # the fingerprint test runs it from another directory
flags = ["-I", "include", "-I", "kernels", "-I", "lib-cub-like"]
files = sorted(glob.glob("tests/check/fail/*.cu"))
# make test's sanitizer pass (20-check.sh) reads every Nth file: the formats'
# code is the same for every file, and the normal pass reads them all.
files = files[::int(os.environ.get("PRISM_STRUCTURED_EVERY", "1"))]
diag_re = re.compile(r"^([^ ]+):([0-9]+):([0-9]+): (error|warning): (.*) \[(P[0-9]{3})\]$")


def res(name, ok, why=""):
    print(("PASS " if ok else "FAIL ") + name + ("" if ok else ": " + why))


def code_point_column(path, line, display_col):
    """The 1-based code point column of the character that gcc's display column display_col starts."""
    text = open(path, encoding="utf-8", errors="surrogateescape").read().split("\n")[line - 1]
    col = 1
    for i, ch in enumerate(text):
        if col >= display_col:
            return i + 1
        if ch == "\t":
            col = ((col - 1) // 8 + 1) * 8 + 1
        elif unicodedata.combining(ch):
            pass
        else:
            col += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
    return len(text) + 1


def run(args):
    p = subprocess.run([check] + flags + args, capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


rc_text, _, text = run(files)
text_diags = [diag_re.match(l).groups() for l in text.splitlines() if diag_re.match(l)]
rc_sarif, sarif_out, sarif_err = run(["--format=sarif"] + files)
rc_json, json_out, _ = run(["--format=json"] + files)

# ---- SARIF -------------------------------------------------------------------------
try:
    sarif = json.loads(sarif_out)
except ValueError as e:
    sarif = None
    res("sarif-schema", False, "not JSON: %s" % e)
if sarif is not None:
    try:
        import jsonschema
    except ImportError:
        jsonschema = None
        print("SKIP sarif-schema: python3 has no jsonschema module (apt-get install python3-jsonschema)")
    if jsonschema:
        schema = json.load(open("tests/tools/sarif/sarif-schema-2.1.0.json"))
        errs = sorted(jsonschema.Draft4Validator(schema).iter_errors(sarif), key=lambda e: list(e.path))
        res("sarif-schema", not errs and rc_sarif == rc_text,
            "; ".join("%s: %s" % (list(e.path), e.message[:120]) for e in errs[:3]) or "exit %d, text run %d" % (rc_sarif, rc_text))
    run0 = sarif["runs"][0]
    rules = run0["tool"]["driver"]["rules"]
    results = run0["results"]
    why = []
    if run0.get("columnKind") != "unicodeCodePoints":
        why.append("columnKind %r, want unicodeCodePoints" % run0.get("columnKind"))
    if len(results) != len(text_diags):
        why.append("%d results, %d diagnostics in text" % (len(results), len(text_diags)))
    for r, t in zip(results, text_diags):
        loc = r["locations"][0]["physicalLocation"]
        got = (loc["artifactLocation"]["uri"], loc["region"]["startLine"], loc["region"]["startColumn"], r["level"], r["ruleId"])
        want = (t[0], int(t[1]), code_point_column(t[0], int(t[1]), int(t[2])), t[3], t[5])
        if got != want:
            why.append("result %s, text %s" % (got, want))
        if rules[r["ruleIndex"]]["id"] != r["ruleId"]:
            why.append("ruleIndex %d is not %s" % (r["ruleIndex"], r["ruleId"]))
    fps = [r["partialFingerprints"]["prismCheck/v1"] for r in results]
    if len(set(fps)) != len(fps):
        why.append("%d fingerprints repeat" % (len(fps) - len(set(fps))))
    res("sarif-results", not why and len(results) > 100, "; ".join(why[:3]) or "only %d results" % len(results))

    # Lines added above and re-indentation keep the fingerprints.
    src = "tests/check/fail/read_up_forms.cu"
    with tempfile.TemporaryDirectory() as d:
        a = os.path.join(d, "read_up_forms.cu")
        b = os.path.join(d, "b", "read_up_forms.cu")
        os.makedirs(os.path.dirname(b))
        body = open(src).read()
        open(a, "w").write(body)
        shifted = "/* three\n lines\n added */\n" + "\n".join(("  " + l if l.startswith("    ") else l) for l in body.split("\n"))
        open(b, "w").write(shifted)
        def fps_of(path):
            p = subprocess.run([check, "-I", os.path.abspath("include"), "--format=sarif", os.path.basename(path)],
                               cwd=os.path.dirname(path), capture_output=True, text=True)
            rs = json.loads(p.stdout)["runs"][0]["results"]
            return [(r["ruleId"], r["partialFingerprints"]["prismCheck/v1"]) for r in rs], [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in rs]
        fa, la = fps_of(a)
        fb, lb = fps_of(b)
        res("sarif-fingerprints", fa == fb and len(fa) > 2 and la != lb,
            "%d results before, %d after; equal fingerprints: %s; lines moved: %s" % (len(fa), len(fb), fa == fb, la != lb))

# ---- JSON --------------------------------------------------------------------------
try:
    doc = json.loads(json_out)
    ds = doc["diagnostics"]
    why = []
    keys = {"file", "line", "column", "level", "rule", "message", "notes", "stake", "fix", "explain", "fingerprint"}
    for d in ds:
        if set(d) != keys:
            why.append("fields %s" % sorted(set(d) ^ keys))
            break
    got = [(d["file"], str(d["line"]), str(d["column"]), d["level"], d["message"], d["rule"]) for d in ds]
    if got != text_diags:
        why.append("diagnostics differ from the text run (%d vs %d)" % (len(got), len(text_diags)))
    if doc["errors"] != sum(d["level"] == "error" for d in ds) or doc["warnings"] != sum(d["level"] == "warning" for d in ds):
        why.append("counts do not add up")
    if rc_json != rc_text:
        why.append("exit %d, text run %d" % (rc_json, rc_text))
    res("json", not why, "; ".join(why))
except (ValueError, KeyError, TypeError) as e:
    res("json", False, "not the documented object: %r" % e)

# ---- fix and see notes -------------------------------------------------------------
lines = text.splitlines()
ids = [l.split()[0] for l in subprocess.run([check, "--list-rules"], capture_output=True, text=True).stdout.splitlines()]
nofix = [r["id"] for r in rules if r["help"]["text"] == r["shortDescription"]["text"]] if sarif else ids
why = []
if nofix:
    why.append("rules without a fix text: %s" % " ".join(nofix))
for i, l in enumerate(lines):
    if diag_re.match(l):
        follow = []
        for m in lines[i + 1:]:
            if diag_re.match(m):
                break
            follow.append(m)
        if not any(": note: fix: " in m for m in follow):
            why.append("no fix: note after %s" % l[:80])
            break
res("fix-notes", not why and len(ids) >= 40, "; ".join(why[:2]) or "only %d rules listed" % len(ids))
seen = [m.group(1) for m in (re.search(r": note: see: prism-check --explain (P[0-9]{3})$", l) for l in lines) if m]
reported = sorted(set(t[5] for t in text_diags))
res("see-once", sorted(seen) == reported, "see: notes for %s, rules reported %s" % (sorted(seen), reported))
