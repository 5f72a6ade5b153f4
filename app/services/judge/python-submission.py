# Codelift judge: the harness of ONE submission. python-harness.py executes this file in a
# fresh dict for every submission, with SOURCE, FUNCTION_NAME, PARAM_TYPES, RETURN_TYPE,
# OUTPUT, NAMESPACE, ERROR_KINDS, SCAN, VALUE_LIMIT, MESSAGE_LIMIT, PREVIEW_LIMIT, ListNode and
# TreeNode already set. The worker calls prepare(), then run_test(args_json, room) for each
# test, and take_output() after each; each answers JSON text.
# Test data is handed in one test at a time and never kept here: learner code that reaches this
# dict through a frame finds no other test's input. It can tamper with this dict, so the worker
# checks and bounds every answer again (worker-bounds.mjs). Builtins resolve from a private
# copy, so a submission that changes the builtins module changes them for its own code, not
# for the harness grading it.
MAX_NODES = 1000000
_encoder = json.JSONEncoder(allow_nan=False, separators=(",", ":"))
_last_error = None
_fn = None
# The cost counter (docs/product/judge.md#the-cost): the counted code calls __judge_tick__ at
# the start of every loop body, function body, lambda and comprehension step. A fresh C counter
# per test: counting runs no Python code of the harness.
_counter = itertools.count(1)
TICK = "__judge_tick__"
_counted = False
# Library calls whose work no loop of the learner's shows (sorting, heaps, binary searches) are
# weighed by the order of their comparisons: a call to one goes through __judge_weigh__.
WEIGH = "__judge_weigh__"
_WEIGHED = frozenset(
    ["sorted", "sort", "heapify", "heappush", "heappop", "heappushpop", "heapreplace", "nlargest", "nsmallest"]
    + ["bisect", "bisect_left", "bisect_right", "insort", "insort_left", "insort_right"]
)


def _log2(n):
    return max(1, int(n).bit_length())


def _weight(name, f, args, result):
    if name == "sorted":
        return len(result) * _log2(len(result))
    if name == "sort":
        return len(f.__self__) * _log2(len(f.__self__))
    if name == "heapify":
        return len(args[0])
    if name in ("heappush", "heappop", "heappushpop", "heapreplace") or name.startswith("bisect"):
        return _log2(len(args[0]) + 1)
    if name.startswith("insort"):
        return len(args[0])
    if name in ("nlargest", "nsmallest"):
        return (len(args[1]) if hasattr(args[1], "__len__") else len(result)) * _log2(max(2, args[0]))
    return 0


def _weigh(f, *args, **kwargs):
    """Calls f, then counts its work (n log n for a sort of n, log n for a heap step)."""
    result = f(*args, **kwargs)
    try:
        extra = _weight(getattr(f, "__name__", ""), f, args, result)
    except Exception:
        extra = 0
    if extra > 0:
        next(itertools.islice(_counter, extra - 1, extra), None)
    return result


class _Counter(ast.NodeTransformer):
    def _tick(self, at):
        return ast.copy_location(ast.Expr(ast.Call(ast.Name(TICK, ast.Load()), [], [])), at)

    def _body(self, node):
        self.generic_visit(node)
        if node.body:
            node.body.insert(0, self._tick(node.body[0]))
        return node

    visit_FunctionDef = visit_AsyncFunctionDef = visit_For = visit_AsyncFor = visit_While = _body

    def visit_Lambda(self, node):
        self.generic_visit(node)
        call = ast.copy_location(ast.Call(ast.Name(TICK, ast.Load()), [], []), node.body)
        node.body = ast.copy_location(ast.BoolOp(ast.And(), [call, node.body]), node.body)
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
        if name not in _WEIGHED:
            return node
        return ast.copy_location(ast.Call(ast.Name(WEIGH, ast.Load()), [f, *node.args], node.keywords), node)

    def visit_comprehension(self, node):
        self.generic_visit(node)
        node.ifs.insert(0, ast.copy_location(ast.Call(ast.Name(TICK, ast.Load()), [], []), node.iter))
        return node


def _compile_counted():
    """The learner's code with its loops and calls counted, or None when the rewrite fails."""
    try:
        tree = _Counter().visit(ast.parse(SOURCE, "solution.py"))
        return compile(ast.fix_missing_locations(tree), "solution.py", "exec")
    except Exception:
        return None


def _cost():
    """Operations counted since the counter was reset: the counter's next value, minus this read."""
    return next(_counter) - 1


def _to_list(values):
    if not isinstance(values, list):
        return values
    head = None
    for value in reversed(values):
        head = ListNode(value, head)
    return head


def _to_tree(values):
    if not isinstance(values, list) or not values or values[0] is None:
        return None
    root = TreeNode(values[0])
    queue, head, i = [root], 0, 1
    while i < len(values) and head < len(queue):
        node = queue[head]
        head += 1
        if i < len(values) and values[i] is not None:
            node.left = TreeNode(values[i])
            queue.append(node.left)
        i += 1
        if i < len(values) and values[i] is not None:
            node.right = TreeNode(values[i])
            queue.append(node.right)
        i += 1
    return root


def _from_list(node):
    out = []
    while node is not None:
        if len(out) >= MAX_NODES:
            raise ValueError("the returned linked list is too long or has a cycle")
        out.append(_plain(node.val))
        node = node.next
    return out


def _from_tree(root):
    if root is None:
        return []
    out, queue, head = [], [root], 0
    while head < len(queue):
        if len(queue) > 2 * MAX_NODES:
            raise ValueError("the returned tree is too large or has a cycle")
        node = queue[head]
        head += 1
        if node is None:
            out.append(None)
        else:
            out.append(_plain(node.val))
            queue.append(getattr(node, "left", None))
            queue.append(getattr(node, "right", None))
    while out and out[-1] is None:
        out.pop()
    return out


def _plain(value):
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, ListNode):
        return _from_list(value)
    if isinstance(value, TreeNode):
        return _from_tree(value)
    if isinstance(value, (list, tuple, set, frozenset, collections.deque)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    raise TypeError("a value of type %s is not JSON" % type(value).__name__)


def _convert_in(value, kind):
    if kind == "ListNode":
        return _to_list(value)
    if kind == "TreeNode":
        return _to_tree(value)
    if kind == "ListNode[]" and isinstance(value, list):
        return [_to_list(v) for v in value]
    return value


def _convert_out(value, kind):
    if kind == "ListNode":
        return _from_list(value)
    if kind == "TreeNode":
        return _from_tree(value)
    return _plain(value)


def _clip(text, limit, what):
    """`text`, or its start and a truncation note, at most `limit` bytes of UTF-8 together."""
    if len(text) * 4 <= limit:
        return text
    data = text.encode("utf-8", "replace")
    if len(data) <= limit:
        return text
    kept = data[: max(0, limit - 64)].decode("utf-8", "ignore")
    return "%s\u2026 %s truncated (%d bytes more)" % (kept, what, len(data) - len(kept.encode("utf-8")))


def _describe(error):
    global _last_error
    _last_error = error
    if isinstance(error, RecursionError):
        return "RecursionError: maximum recursion depth exceeded"
    text = str(error)
    # room for " (line N)", added by the worker
    return _clip(type(error).__name__ + (": " + text if text else ""), MESSAGE_LIMIT - 16, "message")


def _kind(error):
    """The nearest builtin exception class, by identity: a class of the learner's own, whatever
    its name, reports the builtin it derives from."""
    for cls in type(error).__mro__:
        name = ERROR_KINDS.get(cls)
        if name is not None:
            return name
    return None


def _result(status, **fields):
    fields["status"] = status
    return _encoder.encode(fields)


def prepare(room):
    global _fn, _counted
    OUTPUT.room = room
    sys.stdout = sys.stderr = OUTPUT
    try:
        code = compile(SOURCE, "solution.py", "exec")
        counted = _compile_counted()
        if counted is not None:
            code, _counted = counted, True
        NAMESPACE[TICK] = _counter.__next__
        NAMESPACE[WEIGH] = _weigh
    except SyntaxError as e:
        where = " (line %d)" % e.lineno if e.lineno else ""
        return _result("syntax", message=_clip("%s: %s%s" % (type(e).__name__, e.msg, where), MESSAGE_LIMIT, "message"))
    except (ValueError, MemoryError) as e:
        return _result("syntax", message=_clip("%s: %s" % (type(e).__name__, e), MESSAGE_LIMIT, "message"))
    try:
        exec(code, NAMESPACE)
    except MemoryError:
        return _result("memory", message="MemoryError", kind="MemoryError")
    except BaseException as e:
        return _result("runtime", message=_describe(e), kind=_kind(e), traced=True)
    fn = NAMESPACE.get(FUNCTION_NAME)
    if not callable(fn):
        return _result("syntax", message="Your code must define a function named %s." % FUNCTION_NAME)
    _fn = fn
    return _result("ok")


def run_test(args_json, room):
    """One test: its arguments arrive here as JSON text and live only in this call."""
    global _last_error, _counter
    _last_error = None
    args = [_convert_in(a, PARAM_TYPES[i] if i < len(PARAM_TYPES) else "") for i, a in enumerate(SCAN(args_json, 0)[0])]
    OUTPUT.room = room
    sys.stdout = sys.stderr = OUTPUT
    _counter = itertools.count(1)
    NAMESPACE[TICK] = _counter.__next__
    try:
        result = _fn(*args)
    except MemoryError:
        return _result("memory", message="MemoryError", kind="MemoryError")
    except BaseException as e:
        return _result("runtime", message=_describe(e), kind=_kind(e), traced=True)
    cost = _cost() if _counted else None
    if RETURN_TYPE == "void":
        result = args[0] if args else None
    try:
        output = _encoder.encode(_convert_out(result, RETURN_TYPE))
    except MemoryError:
        return _result("memory", message="MemoryError", kind="MemoryError")
    except Exception as e:
        return _result("runtime", message=_clip("Your return value cannot be converted to JSON: %s" % e, MESSAGE_LIMIT, "message"), kind=_kind(e))
    # ASCII JSON (ensure_ascii): characters are bytes. Too large to hand over: its size and start only.
    if len(output) > VALUE_LIMIT:
        return _result("output", size=len(output), preview=_clip(output, PREVIEW_LIMIT, "output"))
    if cost is None:
        return _result("ok", output=output)
    return _result("ok", output=output, cost=cost)


def take_output():
    """What was printed since the last call, and how many bytes of it were not kept."""
    text, dropped = "".join(OUTPUT.parts), OUTPUT.dropped
    OUTPUT.parts, OUTPUT.size, OUTPUT.dropped = [], 0, 0
    return _encoder.encode({"stdout": text, "dropped": dropped})
