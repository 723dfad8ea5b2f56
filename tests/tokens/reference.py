"""Token counts of real tool entries by OpenAI's own tokenizer (tiktoken, from PyPI), the
reference toolsight's counts are checked against (tests/tokens.rs).

The entries are the tools/list entries the real MCP SDK sent for the oracle's cases
(tests/oracle/goldens/sdk1-zod4), each as compact JSON, plus texts that stress the tokenizer.
tiktoken downloads its vocabulary from OpenAI at run time, which CI cannot reach; it is given
the vocabulary the tiktoken-rs crate embeds instead, through tiktoken's own cache, and tiktoken
checks it against the SHA-256 it pins for o200k_base before using it: the counts are the
reference's, on the reference's vocabulary.

    python3 tests/tokens/reference.py           # (re)write tests/tokens/o200k_base.json
    python3 tests/tokens/reference.py --check   # exit 1 if a committed count is not tiktoken's

`--check` counts the texts the committed file holds (new oracle cases do not change it).
"""

import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GOLDENS = ROOT / "tests" / "oracle" / "goldens" / "sdk1-zod4"
OUT = HERE / "o200k_base.json"
VOCAB_URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"

# texts beyond the entries: special-token text counted as ordinary text, scripts other than
# Latin, emoji, runs of white space and digits
EXTRA = [
    "",
    "hello world",
    "<|endoftext|> and <|endofprompt|>",
    "Ein Werkzeug, das Notizen speichert — größer als 10 MiB? 日本語のツール説明。",
    "🙂🚀 tools: 1234567890 12345678901234567890",
    "   leading\n\n\ttabs   and   spaces   \r\n",
]


def crate_vocabulary() -> pathlib.Path:
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    for package in meta["packages"]:
        if package["name"] == "tiktoken-rs":
            return pathlib.Path(package["manifest_path"]).parent / "assets" / "o200k_base.tiktoken"
    sys.exit("tiktoken-rs is not a dependency of the workspace")


def texts() -> list[str]:
    out = list(EXTRA)
    for golden in sorted(GOLDENS.rglob("*.json")):
        for tool in json.loads(golden.read_text()).get("tools", []):
            text = json.dumps(tool, separators=(",", ":"), ensure_ascii=False)
            if text not in out:
                out.append(text)
    return out


def main() -> int:
    check = "--check" in sys.argv[1:]
    cache = tempfile.mkdtemp(prefix="toolsight-tiktoken-")
    try:
        key = hashlib.sha1(VOCAB_URL.encode()).hexdigest()
        shutil.copyfile(crate_vocabulary(), os.path.join(cache, key))
        os.environ["TIKTOKEN_CACHE_DIR"] = cache
        import tiktoken

        enc = tiktoken.get_encoding("o200k_base")
        wanted = (
            [c["text"] for c in json.loads(OUT.read_text())["counts"]]
            if check and OUT.exists()
            else texts()
        )
        counts = [{"text": t, "tokens": len(enc.encode_ordinary(t))} for t in wanted]
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    rendered = json.dumps(
        {"tokenizer": f"tiktoken {tiktoken.__version__} o200k_base", "counts": counts},
        ensure_ascii=False,
        indent=1,
    ) + "\n"
    if check:
        if not OUT.exists() or OUT.read_text() != rendered:
            print(f"{OUT.relative_to(ROOT)} differs from tiktoken's counts: run tests/tokens/reference.py")
            return 1
        print(f"{len(counts)} token counts equal tiktoken's")
        return 0
    OUT.write_text(rendered)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(counts)} counts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
