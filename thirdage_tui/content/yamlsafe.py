"""Safe YAML loading with limits, keeping the node tree to locate errors.

Only PyYAML's safe loader is used (the C one when available). Before any Python
object is built, the node graph is checked: files over the size limit, nesting
deeper than the depth limit, aliases that repeat more nodes than the limit (an
"alias bomb"), numbers too long to be content and numbers that are not finite
are refused. Duplicate mapping keys, which PyYAML would silently collapse, are
reported. A syntax error is reported where the construct it breaks was opened
(the bracket or quote left open), naming the line where the parser gave up.
"""

from __future__ import annotations

import errno
import math
import os
import stat
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

    def mark_in_text(self, loc: Loc, row: int, column: int) -> yaml.Mark | None:
        """The mark of a (row, column) inside the block of text (`|` or `>`) at `loc`, both counted from
        0 as the text's own lines; the mark of the value itself when it is not such a block."""
        node: yaml.Node | None = self.node
        for step in loc:
            if isinstance(node, yaml.MappingNode):
                node = next((v for k, v in node.value if k.value == str(step)), None)
            elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
                node = node.value[step]
            else:
                node = None
        if not isinstance(node, yaml.ScalarNode) or node.style not in ("|", ">"):
            return self.mark(loc)
        start = node.start_mark
        lines = self.path.read_text(encoding="utf-8").splitlines()[start.line + 1:]
        indent = next((len(t) - len(t.lstrip(" ")) for t in lines if t.strip()), 0)  # the block's, by its first line
        return yaml.Mark(start.name, 0, start.line + 1 + row, indent + column, None, 0)


def load_yaml(path: Path, limits: Limits = Limits()) -> tuple[YamlDoc | None, list[ContentError]]:
    """Read one YAML file safely; return the document or the reasons it was refused."""
    try:
        size = path.stat().st_size
        if size > limits.max_bytes:
            return None, [ContentError.at(path, None, f"file is {size:,} bytes, over the size limit of "
                                                      f"{limits.max_bytes:,} bytes for a content file")]
        text = read_bounded(path, limits.max_bytes).decode("utf-8")
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
        return None, [_syntax_error(path, exc)]
    except yaml.YAMLError as exc:
        return None, [ContentError.at(path, None, f"YAML: {exc}")]
    finally:
        loader.dispose()


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (OSError otherwise: a device, a pipe, a folder,
    or a file that grew past the limit), opened without blocking so that a pipe is refused, not waited on."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file (a device, a pipe or a socket)", str(path))
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"over the size limit of {limit:,} bytes", str(path))
    return data


def _syntax_error(path: Path, exc: yaml.MarkedYAMLError) -> ContentError:
    """A syntax error at the construct left open when there is one (`context_mark`), else where it was found."""
    problem = exc.problem or exc.context or "invalid YAML"
    found, opened = exc.problem_mark, exc.context_mark
    if opened is not None and exc.context and found is not None and (opened.line, opened.column) != (
            found.line, found.column):
        what = exc.context.removeprefix("while ").replace("parsing ", "").replace("scanning ", "")
        return ContentError.at(path, opened, f"YAML syntax: {what} opened here is not closed: {problem} "
                                             f"(line {found.line + 1}, column {found.column + 1})")
    return ContentError.at(path, found or opened, f"YAML syntax: {problem}")


_INT, _FLOAT = "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"


def _number_problem(node: yaml.ScalarNode, limits: Limits) -> str | None:
    """Why a number scalar cannot be content: too many digits, or not finite."""
    if node.tag == _INT and len(node.value.lstrip("+-").replace("_", "")) > limits.max_digits:
        return (f"the number {node.value[:20]}{'...' if len(node.value) > 20 else ''} is too large: numbers in "
                f"content have at most {limits.max_digits} digits")
    if node.tag == _FLOAT:
        text = node.value.replace("_", "").lower()
        try:
            finite = text.lstrip("+-") not in (".inf", ".nan") and math.isfinite(float(text))
        except ValueError:
            finite = True  # a sexagesimal float: built by the loader, bounded by its length
        if not finite or len(node.value) > 40:
            return f"{node.value[:20]!r} is not a finite number of at most 40 characters"
    return None


def check_node(root: yaml.Node, path: Path, limits: Limits) -> list[ContentError]:
    """Depth, expanded size (alias bombs) and duplicate keys, without building objects."""
    sizes: dict[int, int] = {}
    errors: list[ContentError] = []
    scalar = yaml.ScalarNode
    numbers = (_INT, _FLOAT)

    def leaf(node: yaml.Node) -> int:
        if node.tag in numbers:
            problem = _number_problem(node, limits)  # type: ignore[arg-type]
            if problem:
                errors.append(ContentError.at(path, node.start_mark, problem))
        return 1

    def walk(node: yaml.Node, depth: int) -> int:
        known = sizes.get(id(node))
        if known is not None:  # an alias: counted again, walked once
            repeated[0] += known
            if repeated[0] > limits.max_alias_nodes:
                raise _Refused(ContentError.at(path, node.start_mark, (
                    f"aliases repeat over {limits.max_alias_nodes:,} nodes, the limit on what aliases may "
                    f"repeat (an alias bomb); write the entries out instead")))
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
                    total += leaf(key)
                else:
                    total += walk(key, depth + 1)
                total += leaf(value) if type(value) is scalar else walk(value, depth + 1)
        elif isinstance(node, yaml.SequenceNode):
            for child in node.value:
                total += leaf(child) if type(child) is scalar else walk(child, depth + 1)
        sizes[id(node)] = total
        return total

    repeated = [0]
    try:
        walk(root, 0)
    except _Refused as refused:
        return [refused.error]
    return errors


class _Refused(Exception):
    def __init__(self, error: ContentError):
        self.error = error
