"""What a reader sees, measured in the page: the contrast of every piece of text in the
notebook's outputs (WCAG 2 contrast ratio, from the computed styles) and the size at
which each diagram draws its smallest text."""

from __future__ import annotations

from typing import TypedDict

from playwright.sync_api import Locator


class LowContrast(TypedDict):
    text: str
    ratio: float
    color: str
    background: str


class DiagramText(TypedDict):
    diagram: str
    px: float


class CutOff(TypedDict):
    diagram: str
    px: float  # how far it sticks out of the box that clips it


# Every visible element of the outputs that holds text of its own. Its background is its
# ancestors' backgrounds composited from the page's down (translucent tints included);
# its colour is composited on that. Disabled controls are exempt (WCAG 1.4.3).
_CONTRAST = """
(root, minimum) => {
  // rgb(r, g, b), rgba(r, g, b, a), or color(srgb r g b / a) with 0–1 channels
  // (what a color-mix() computes to)
  const parse = c => {
    const m = c.match(/(rgba?|color)\\(\\s*(?:srgb\\s+)?([^)]+)\\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[2].split(/[ ,/]+/).filter(Boolean).map(Number);
    const k = m[1] === 'color' ? 255 : 1;
    return [p[0] * k, p[1] * k, p[2] * k, p.length > 3 ? p[3] : 1];
  };
  const over = (top, bottom) => {
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  };
  const luminance = c => {
    const [r, g, b] = c.slice(0, 3).map(v => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1 + 0.05) / (l2 + 0.05);
  };
  const page = over(parse(getComputedStyle(document.body).backgroundColor), [255, 255, 255, 1]);
  const background = el => {
    const chain = [];
    for (let e = el; e && e !== document.body; e = e.parentElement) chain.push(e);
    let bg = page;
    for (const e of chain.reverse()) bg = over(parse(getComputedStyle(e).backgroundColor), bg);
    return bg;
  };
  const bad = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('svg, :disabled, .jp-InputArea, .jp-InputPrompt, .jp-OutputPrompt')) continue;
    const own = [...el.childNodes].filter(n => n.nodeType === 3 && n.textContent.trim());
    if (!own.length || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    const bg = background(el);
    const fg = over(parse(style.color), bg);
    const r = ratio(fg, bg);
    if (r < minimum) bad.push({
      text: own.map(n => n.textContent.trim()).join(' ').slice(0, 60),
      ratio: Math.round(r * 100) / 100,
      color: style.color,
      background: `rgb(${bg.slice(0, 3).map(Math.round).join(',')})`,
    });
  }
  return bad;
}
"""

# Graphviz writes sizes in points of its viewBox; the page scales the whole drawing.
_DIAGRAM_TEXT = """
async root => {
  const out = [];
  const smallest = (svg, scale) => {
    const sizes = [...svg.querySelectorAll('text')]
      .map(t => parseFloat(t.getAttribute('font-size') || '14'));
    return sizes.length ? Math.min(...sizes) * scale : null;
  };
  for (const svg of root.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    if (!box.width || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) continue;
    const px = smallest(svg, box.width / svg.viewBox.baseVal.width);
    const title = svg.querySelector('title');
    if (px !== null) out.push({diagram: title ? title.textContent : 'svg', px});
  }
  for (const img of root.querySelectorAll('img[src^="data:image/svg+xml"]')) {
    const box = img.getBoundingClientRect();
    if (!box.width) continue;
    const text = decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1));
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const vb = (svg.getAttribute('viewBox') || '').split(/[ ,]+/).map(Number);
    if (vb.length === 4 && vb[2]) {
      const px = smallest(svg, box.width / vb[2]);
      if (px !== null) out.push({diagram: 'image', px});
    }
  }
  return out;
}
"""


def low_contrast(root: Locator, minimum: float = 4.5) -> list[LowContrast]:
    """Every piece of text under ``root`` whose contrast is below ``minimum``."""
    found: list[LowContrast] = root.evaluate(_CONTRAST, minimum)
    return found


def diagram_text(root: Locator) -> list[DiagramText]:
    """The size in CSS px of each visible diagram's smallest text."""
    found: list[DiagramText] = root.evaluate(_DIAGRAM_TEXT)
    return found


def diagram_backgrounds(root: Locator) -> list[str]:
    """The background colour of each visible Graphviz diagram (its first polygon): an
    inline ``<svg>``, or one Lab shows as an ``<img>`` (a bare ``graphviz.Digraph``'s
    ``image/svg+xml``, which follows no theme unless the drawing does)."""
    found: list[str] = root.evaluate(
        """root => {
          const fill = svg => {
            const p = svg.querySelector('g.graph > polygon');
            return p ? p.getAttribute('fill').toUpperCase() : null;
          };
          const inline = [...root.querySelectorAll('svg')]
            .filter(svg => svg.getBoundingClientRect().width > 0).map(fill);
          const images = [...root.querySelectorAll('img[src^="data:image/svg+xml"]')]
            .filter(img => img.getBoundingClientRect().width > 0)
            .map(img => {
              const text = decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1));
              return fill(new DOMParser().parseFromString(text, 'image/svg+xml').documentElement);
            });
          return [...inline, ...images].filter(f => f);
        }"""
    )
    return found


def cut_off(root: Locator) -> list[CutOff]:
    """Each visible figure that sticks out sideways of the nearest ancestor that clips
    what overflows it: a reader never sees its right-hand side (a figure wider than the
    page must scroll itself, caption and all)."""
    found: list[CutOff] = root.evaluate(
        """root => {
          const out = [];
          for (const fig of root.querySelectorAll('figure')) {
            const box = fig.getBoundingClientRect();
            if (!box.width) continue;
            for (let a = fig.parentElement; a; a = a.parentElement) {
              const clips = ['hidden', 'clip'].includes(getComputedStyle(a).overflowX);
              if (!clips) continue;
              const edge = a.getBoundingClientRect().right;
              if (box.right > edge + 1)
                out.push({diagram: fig.dataset.diagram || '', px: box.right - edge});
              break;
            }
          }
          return out;
        }"""
    )
    return found
