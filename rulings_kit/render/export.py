"""A notebook as a standalone HTML article that works offline.

nbconvert's HTML exporter, with:

* images embedded (``embed_images``), and SVG diagrams inline as the notebook shows them;
* no script or stylesheet from a CDN: the template leaves out require.js, MathJax,
  Mermaid and the widget manager (math stays readable as its TeX source);
* widget views replaced by a still picture of them: the output's own pre-rendered
  alternative if it has one (HTML, SVG, PNG), else the widget's saved state drawn as
  plain HTML (boxes, HTML and label values, Output widgets' outputs, control values),
  else a note saying where the interactive view was.

``article=True`` (``rulings-kit export --article``) runs the notebook so that each
rulings_kit widget gives its still version (rulings_kit.widgets.article): key figure and
every alternative labelled; code, prompts, stderr, other widgets and markdown cells
tagged ``interactive`` are left out, and every inline SVG gets alt text.
``export_markdown`` writes the same article as Markdown with SVG files beside it.
"""

from __future__ import annotations

import copy
import html
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["export_html", "export_markdown", "static_widgets", "with_alt_text"]

#: set in the kernel's environment by an article export: widgets then also show
#: themselves as still HTML (rulings_kit.widgets.article)
ARTICLE = "RULINGS_KIT_ARTICLE"

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

# The lab template, minus every block that loads something from the network.
_TEMPLATE = """{%- extends 'index.html.j2' -%}
{%- block html_head_js_requirejs -%}{%- endblock html_head_js_requirejs -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{% block jupyter_widgets %}{% endblock jupyter_widgets %}
"""
_TEMPLATE_NAME = "rulings_kit_article.html.j2"

# a safety net after the template: any script still pointing at the network goes
_REMOTE_SCRIPT = re.compile(r"<script\b[^>]*\bsrc=[\"']https?://[^>]*>\s*</script>", re.I)

# the order in which an output's own alternatives stand in for a widget
_STILL = ("text/html", "image/svg+xml", "image/png", "image/jpeg")

_CONTROL_VALUE = (
    "IntSliderModel",
    "FloatSliderModel",
    "FloatLogSliderModel",
    "IntRangeSliderModel",
    "FloatRangeSliderModel",
    "IntTextModel",
    "FloatTextModel",
    "BoundedIntTextModel",
    "BoundedFloatTextModel",
    "TextModel",
    "TextareaModel",
    "CheckboxModel",
    "ToggleButtonModel",
    "IntProgressModel",
    "FloatProgressModel",
    "PlayModel",
)
_SELECTION = (
    "DropdownModel",
    "RadioButtonsModel",
    "SelectModel",
    "ToggleButtonsModel",
    "SelectionSliderModel",
)


def _note(text: str) -> str:
    return (
        '<div class="rk-widget-note" style="border:1px dashed #B8BCC4;padding:6px 10px;'
        f'color:#5F6368;font-family:Helvetica,Arial,sans-serif">{html.escape(text)}</div>'
    )


class _Widgets:
    """Draws widget models from a notebook's saved widget state as static HTML."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.state = state

    def model(self, model_id: str) -> dict[str, Any] | None:
        entry = self.state.get(model_id)
        return entry if isinstance(entry, dict) else None

    def render(self, model_id: str, depth: int = 0) -> str | None:
        entry = self.model(model_id)
        if entry is None or depth > 20:  # a cycle or a missing model: nothing to show
            return None
        name = str(entry.get("model_name", ""))
        s = entry.get("state", {}) or {}
        desc = str(s.get("description", "") or "")
        label = f"{html.escape(desc)} " if desc else ""
        if name in (
            "VBoxModel",
            "BoxModel",
            "GridBoxModel",
            "HBoxModel",
            "AccordionModel",
            "TabModel",
        ):
            parts = [self.render(_ref(c), depth + 1) or "" for c in s.get("children", [])]
            direction = "row" if name == "HBoxModel" else "column"
            return (
                f'<div style="display:flex;flex-direction:{direction};gap:8px;flex-wrap:wrap">'
                + "".join(f"<div>{p}</div>" for p in parts if p)
                + "</div>"
            )
        if name in ("HTMLModel", "HTMLMathModel"):
            return label + str(
                s.get("value", "")
            )  # the author's own HTML, as the notebook showed it
        if name == "LabelModel":
            return f"<span>{label}{html.escape(str(s.get('value', '')))}</span>"
        if name == "OutputModel":
            return "".join(_output_html(o, self, depth + 1) for o in s.get("outputs", []))
        if name in _CONTROL_VALUE:
            return f"<span>{label}<b>{html.escape(_value(s.get('value')))}</b></span>"
        if name in _SELECTION:
            labels = s.get("_options_labels", [])
            index = s.get("index")
            if isinstance(index, int) and 0 <= index < len(labels):
                chosen = str(labels[index])
            else:
                chosen = "—"
            return f"<span>{label}<b>{html.escape(chosen)}</b></span>"
        if name == "ButtonModel":
            return (
                '<span style="border:1px solid #B8BCC4;padding:2px 8px;border-radius:3px">'
                f"{html.escape(desc or 'button')}</span>"
            )
        return None


def _ref(child: Any) -> str:
    return str(child).removeprefix("IPY_MODEL_")


def _value(v: Any) -> str:
    if isinstance(v, list | tuple):
        return " – ".join(map(str, v))
    return str(v)


def _output_html(output: dict[str, Any], widgets: _Widgets, depth: int) -> str:
    """One output of an Output widget, as the notebook would show it."""
    if output.get("output_type") == "stream":
        return f"<pre>{html.escape(str(output.get('text', '')))}</pre>"
    data = output.get("data", {}) or {}
    if WIDGET_VIEW in data:
        inner = widgets.render(str(data[WIDGET_VIEW].get("model_id", "")), depth)
        if inner:
            return inner
    for mime in _STILL:
        if mime in data:
            return _mime_html(mime, data[mime])
    if "text/plain" in data:
        return f"<pre>{html.escape(_joined(data['text/plain']))}</pre>"
    return ""


def _joined(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def _mime_html(mime: str, value: Any) -> str:
    text = _joined(value)
    if mime == "text/html":
        return text
    if mime == "image/svg+xml":
        return re.sub(r"^.*?(?=<svg\b)", "", text, count=1, flags=re.S)
    return f'<img src="data:{mime};base64,{text.strip()}" alt="">'


def static_widgets(nb: Any, *, article: bool = False) -> int:
    """Replace every widget view in ``nb`` (a NotebookNode, changed in place) by a still
    picture; drop the saved widget state so no widget manager is loaded. Returns how
    many views were replaced. ``article``: a widget without a still version of its own
    is left out (never a dead control)."""
    meta = nb.get("metadata", {})
    saved = meta.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    widgets = _Widgets(saved if isinstance(saved, dict) else {})
    replaced = 0
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []) or []:
            data = output.get("data")
            if not data or WIDGET_VIEW not in data:
                continue
            view = data.pop(WIDGET_VIEW)
            replaced += 1
            if any(m in data for m in _STILL):
                continue  # the output's own pre-rendered alternative stands in
            if article:
                data.clear()
                continue
            model_id = str(view.get("model_id", "")) if isinstance(view, dict) else ""
            still = widgets.render(model_id)
            data["text/html"] = (
                f'<div class="rk-widget-still">{still}</div>'
                if still
                else _note("An interactive view was here: open the notebook in Jupyter to use it.")
            )
    if "widgets" in meta:
        del meta["widgets"]
    return replaced


def export_html(
    notebook: str | Path,
    *,
    execute: bool = False,
    exclude_input: bool = False,
    timeout: int = 600,
    article: bool = False,
) -> str:
    """The notebook at ``notebook`` as one self-contained HTML page.

    ``execute`` runs it first (in its own folder, so relative paths work);
    ``exclude_input`` leaves the code out, for an article that shows only results.
    ``article`` runs it as an article: widgets become their still version (key frames,
    each alternative labelled), cells tagged ``interactive`` (instructions to use a
    control) are left out, and so are code, prompts and warnings.
    Needs the ``lab`` extra (``MissingExtraError`` names it).
    """
    from rulings_kit.extras import require

    require("lab", "exporting a notebook")
    import jinja2
    from nbconvert import HTMLExporter

    path = Path(notebook)
    nb = _prepared(path, execute=execute or article, timeout=timeout, article=article)
    exporter = HTMLExporter(
        template_name="lab",
        extra_loaders=[jinja2.DictLoader({_TEMPLATE_NAME: _TEMPLATE})],
        template_file=_TEMPLATE_NAME,
        embed_images=True,
        exclude_input=exclude_input or article,
        # without the code, an "Out[3]:" prompt points at nothing
        exclude_input_prompt=exclude_input or article,
        exclude_output_prompt=exclude_input or article,
    )
    body, _ = exporter.from_notebook_node(nb, resources={"metadata": {"path": str(path.parent)}})
    body = _REMOTE_SCRIPT.sub("", body)
    return with_alt_text(body) if article else body


def export_markdown(notebook: str | Path, output: str | Path, *, timeout: int = 600) -> Path:
    """The notebook as an article in Markdown at ``output``, for blogs and wikis: text
    cells as written, each figure an SVG file in ``NAME_files/`` beside it (with its
    caption as alt text), quotes of rulings and rules and card boxes as Markdown (their
    ``text/markdown``), other results as HTML or text. Returns the Markdown file."""
    from rulings_kit.extras import require

    require("lab", "exporting a notebook")
    path, out = Path(notebook), Path(output)
    nb = _prepared(path, execute=True, timeout=timeout, article=True)
    files = out.parent / f"{out.stem}_files"
    figures: list[tuple[str, str]] = []  # (file name, svg)

    def keep(svg: str) -> str:
        """Keep a figure to write as a file; its path from the Markdown file."""
        name = f"figure-{len(figures) + 1}.svg"
        figures.append((name, svg))
        return f"{files.name}/{name}"

    parts = []
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            parts.append(cell.source)
        elif cell.cell_type == "code":
            parts += [_output_markdown(o, keep) for o in cell.get("outputs", [])]
    out.parent.mkdir(parents=True, exist_ok=True)
    if figures:
        files.mkdir(exist_ok=True)
        for name, svg in figures:
            (files / name).write_text(svg, encoding="utf-8")
    out.write_text("\n\n".join(p.strip() for p in parts if p.strip()) + "\n", encoding="utf-8")
    return out


def _output_markdown(output: Any, keep: Callable[[str], str]) -> str:
    if output.get("output_type") == "stream":
        return f"```text\n{_joined(output.get('text', '')).rstrip()}\n```"
    data = output.get("data", {}) or {}
    if "text/markdown" in data:  # a quote, a card, a rule: as Markdown writes them
        return _joined(data["text/markdown"]).strip()
    if "image/svg+xml" in data:  # a figure by itself: a Markdown image of its file
        svg = _mime_html("image/svg+xml", data["image/svg+xml"])
        return f"![{_md_alt(_svg_title(svg))}]({keep(svg)})"
    if "text/html" in data:  # figures become files; the rest stays HTML, which Markdown allows
        page = with_alt_text(_joined(data["text/html"]))

        def image(m: re.Match[str]) -> str:
            svg = m.group(0)
            return f'<img src="{keep(svg)}" alt="{html.escape(_label_of(svg))}">'

        return _SVG.sub(image, page)
    if "image/png" in data:
        return f"![]({'data:image/png;base64,' + _joined(data['image/png']).strip()})"
    if "text/plain" in data:
        return f"```text\n{_joined(data['text/plain']).rstrip()}\n```"
    return ""


def _md_alt(text: str) -> str:
    """A figure's caption as the alt text of a Markdown image (one line, brackets escaped)."""
    return " ".join(text.split()).replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")


def _prepared(path: Path, *, execute: bool, timeout: int, article: bool) -> Any:
    """The notebook read (and run), its widgets made still, ready to convert."""
    import nbformat

    from rulings_kit.extras import require_dot

    nb = nbformat.read(path, as_version=4)
    if execute:
        # a notebook run without dot shows a note where each figure would be: an
        # article with no figures, made without a word said, so say it first
        require_dot("running a notebook to export it")
        _run(nb, path, timeout, article)
    nb = copy.deepcopy(nb)
    static_widgets(nb, article=article)
    if article:
        nb.cells = [
            c for c in nb.cells if "interactive" not in c.get("metadata", {}).get("tags", [])
        ]
        for cell in nb.cells:  # warnings on stderr are for the author, not the reader
            outputs = cell.get("outputs", [])  # a widget left out has no data left
            cell["outputs"] = [o for o in outputs if o.get("name") != "stderr" and o.get("data", 1)]
    return nb


def _run(nb: Any, path: Path, timeout: int, article: bool) -> None:
    """Execute in the notebook's folder. The kernel talks over a local socket (IPC), so
    it has nothing to warn about; in article mode widgets make their still versions."""
    import os
    import tempfile

    from jupyter_client.manager import KernelManager
    from nbclient import NotebookClient

    saved = os.environ.get(ARTICLE)
    with tempfile.TemporaryDirectory() as sockets:
        os.environ[ARTICLE] = "1" if article else ""
        try:
            km = KernelManager(transport="ipc", ip=str(Path(sockets) / "kernel"))
            try:
                NotebookClient(
                    nb, km=km, timeout=timeout, resources={"metadata": {"path": str(path.parent)}}
                ).execute()
            finally:  # a kernel manager we made is ours to shut down
                if km.has_kernel:
                    km.shutdown_kernel()
        finally:
            if saved is None:
                os.environ.pop(ARTICLE, None)
            else:
                os.environ[ARTICLE] = saved


_SVG = re.compile(r"<svg\b.*?</svg>", re.S)
_FIGCAPTION = re.compile(r"<figcaption\b[^>]*>(.*?)</figcaption>", re.S)


def _svg_title(svg: str) -> str:
    m = re.search(r"<title>(.*?)</title>", svg, re.S)
    return html.unescape(m.group(1)) if m else "diagram"


def _label_of(svg: str) -> str:
    m = re.search(r'aria-label="([^"]*)"', svg[: svg.find(">") + 1])
    return html.unescape(m.group(1)) if m else _svg_title(svg)


def with_alt_text(page: str) -> str:
    """Every inline SVG gets ``role="img"`` and an ``aria-label``: the caption of the
    figure it is in, else its own title."""

    def label(m: re.Match[str]) -> str:
        svg = m.group(0)
        if "aria-label=" in svg[: svg.find(">")]:
            return svg
        after = page[m.end() : m.end() + 2000]
        cap = _FIGCAPTION.match(after.lstrip())
        text = re.sub(r"<[^>]*>", "", cap.group(1)) if cap else _svg_title(svg)
        alt = html.escape(" ".join(html.unescape(text).split()), quote=True)
        return svg.replace("<svg", f'<svg role="img" aria-label="{alt}"', 1)

    return _SVG.sub(label, page)
