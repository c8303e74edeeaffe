"""Safe YAML loading with limits, keeping the node tree to locate errors.

Only PyYAML's safe loader is used (the C one when available). Before any Python
object is built, the node graph is checked: files over the size limit, nesting
deeper than the depth limit, and alias bombs (documents whose aliases expand to
more nodes than the limit) are refused. Duplicate mapping keys, which PyYAML
would silently collapse, are reported.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from thirdage_tui.content.errors import ContentError, Loc
from thirdage_tui.content.limits import Limits

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

@dataclass
class YamlDoc:
    """A parsed file: its data and the node tree that says where each value came from."""

    path: Path
    data: Any
    node: yaml.Node | None

    def mark(self, loc: Loc, *, key: bool = False) -> yaml.Mark | None:
        """The mark of the value at `loc` (keys and indices), or of its key; the nearest found."""
        node, mark = self.node, self.node.start_mark if self.node else None
        for i, step in enumerate(loc):
            if isinstance(node, yaml.MappingNode):
                for k, v in node.value:
                    if k.value == str(step) or (k.value == step):
                        last = i == len(loc) - 1
                        node, mark = v, (k.start_mark if key and last else v.start_mark)
                        break
                else:
                    return mark
            elif isinstance(node, yaml.SequenceNode) and isinstance(step, int):
                if 0 <= step < len(node.value):
                    node = node.value[step]
                    mark = node.start_mark
                else:
                    return mark
            else:
                return mark
        return mark


def load_yaml(path: Path, limits: Limits = Limits()) -> tuple[YamlDoc | None, list[ContentError]]:
    """Read one YAML file safely; return the document or the reasons it was refused."""
    try:
        size = path.stat().st_size
        if size > limits.max_bytes:
            return None, [ContentError.at(path, None, f"file is {size} bytes, over the limit of {limits.max_bytes}")]
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        return None, [ContentError.at(path, None, f"file is not UTF-8 text ({exc.reason})")]
    except OSError as exc:
        return None, [ContentError.at(path, None, f"cannot read file: {exc.strerror or exc}")]
    return parse_yaml(text, path, limits)


def parse_yaml(text: str, path: Path, limits: Limits = Limits()) -> tuple[YamlDoc | None, list[ContentError]]:
    """Parse YAML text safely under the limits."""
    loader = Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return YamlDoc(path, None, None), []
        errors = check_node(node, path, limits)
        if errors:
            return None, errors
        return YamlDoc(path, loader.construct_document(node), node), []
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        return None, [ContentError.at(path, mark, f"YAML syntax: {problem}")]
    except yaml.YAMLError as exc:
        return None, [ContentError.at(path, None, f"YAML: {exc}")]
    finally:
        loader.dispose()


def check_node(root: yaml.Node, path: Path, limits: Limits) -> list[ContentError]:
    """Depth, expanded size (alias bombs) and duplicate keys, without building objects."""
    sizes: dict[int, int] = {}
    errors: list[ContentError] = []
    scalar = yaml.ScalarNode

    def walk(node: yaml.Node, depth: int) -> int:
        known = sizes.get(id(node))
        if known is not None:  # an alias: counted again, walked once
            return known
        if depth > limits.max_depth:
            raise _Refused(ContentError.at(path, node.start_mark, f"nesting deeper than {limits.max_depth} levels"))
        total = 1
        if isinstance(node, yaml.MappingNode):
            keys: set[str] = set()
            for key, value in node.value:
                if type(key) is scalar:
                    if key.value in keys:
                        errors.append(ContentError.at(path, key.start_mark, f"duplicate key {key.value!r}"))
                    keys.add(key.value)
                    total += 1
                else:
                    total += walk(key, depth + 1)
                total += 1 if type(value) is scalar else walk(value, depth + 1)
        elif isinstance(node, yaml.SequenceNode):
            for child in node.value:
                total += 1 if type(child) is scalar else walk(child, depth + 1)
        if total > limits.max_nodes:
            raise _Refused(ContentError.at(path, node.start_mark,
                                           f"document expands to over {limits.max_nodes} nodes (alias bomb?)"))
        sizes[id(node)] = total
        return total

    try:
        walk(root, 0)
    except _Refused as refused:
        return [refused.error]
    return errors


class _Refused(Exception):
    def __init__(self, error: ContentError):
        self.error = error
