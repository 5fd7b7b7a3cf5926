"""A notebook as a standalone HTML article that works offline.

nbconvert's HTML exporter, with:

* images embedded (``embed_images``), and SVG diagrams inline as the notebook shows them;
* no script or stylesheet from a CDN: the template leaves out require.js, MathJax,
  Mermaid and the widget manager (math stays readable as its TeX source);
* widget views replaced by a still picture of them: the output's own pre-rendered
  alternative if it has one (HTML, SVG, PNG), else the widget's saved state drawn as
  plain HTML (boxes, HTML and label values, Output widgets' outputs, control values),
  else a note saying where the interactive view was.
"""

from __future__ import annotations

import copy
import html
import re
from pathlib import Path
from typing import Any

__all__ = ["export_html", "static_widgets"]

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


def static_widgets(nb: Any) -> int:
    """Replace every widget view in ``nb`` (a NotebookNode, changed in place) by a still
    picture; drop the saved widget state so no widget manager is loaded. Returns how
    many views were replaced."""
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
) -> str:
    """The notebook at ``notebook`` as one self-contained HTML page.

    ``execute`` runs it first (in its own folder, so relative paths work);
    ``exclude_input`` leaves the code out, for an article that shows only results.
    Needs the ``lab`` extra (``MissingExtraError`` names it).
    """
    from rulings_kit.extras import require

    require("lab", "exporting a notebook")
    import jinja2
    import nbformat
    from nbconvert import HTMLExporter

    path = Path(notebook)
    nb = nbformat.read(path, as_version=4)
    if execute:
        from nbclient import NotebookClient

        NotebookClient(
            nb, timeout=timeout, resources={"metadata": {"path": str(path.parent)}}
        ).execute()
    nb = copy.deepcopy(nb)
    static_widgets(nb)
    exporter = HTMLExporter(
        template_name="lab",
        extra_loaders=[jinja2.DictLoader({_TEMPLATE_NAME: _TEMPLATE})],
        template_file=_TEMPLATE_NAME,
        embed_images=True,
        exclude_input=exclude_input,
    )
    body, _ = exporter.from_notebook_node(nb, resources={"metadata": {"path": str(path.parent)}})
    return _REMOTE_SCRIPT.sub("", body)
