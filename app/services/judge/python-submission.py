# Codelift judge: the harness of ONE submission. python-harness.py executes this file in a
# fresh dict for every submission, with SOURCE, FUNCTION_NAME, PARAM_TYPES, RETURN_TYPE,
# OUTPUT, TESTS_JSON, NAMESPACE, ListNode and TreeNode already set. The worker calls
# prepare(), then run_test(i) for each test, then take_stdout(); each answers JSON text.
# Builtins resolve from a private copy, so a submission that changes the builtins module
# changes them for its own code, not for the harness grading it.
MAX_NODES = 1000000
_encoder = json.JSONEncoder(allow_nan=False, separators=(",", ":"))
_decoder = json.JSONDecoder()
_last_error = None
_fn = None
# Decoded before the learner's code runs, so nothing it changes can alter the test data.
TESTS = _decoder.decode(TESTS_JSON)


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


def _describe(error):
    global _last_error
    _last_error = error
    if isinstance(error, RecursionError):
        return "RecursionError: maximum recursion depth exceeded"
    text = str(error)
    return type(error).__name__ + (": " + text if text else "")


def _result(status, **fields):
    fields["status"] = status
    return _encoder.encode(fields)


def prepare():
    global _fn
    sys.stdout = sys.stderr = OUTPUT
    try:
        code = compile(SOURCE, "solution.py", "exec")
    except SyntaxError as e:
        where = " (line %d)" % e.lineno if e.lineno else ""
        return _result("syntax", message="%s: %s%s" % (type(e).__name__, e.msg, where))
    except (ValueError, MemoryError) as e:
        return _result("syntax", message="%s: %s" % (type(e).__name__, e))
    try:
        exec(code, NAMESPACE)
    except MemoryError:
        return _result("memory", message="MemoryError")
    except BaseException as e:
        return _result("runtime", message=_describe(e), traced=True)
    fn = NAMESPACE.get(FUNCTION_NAME)
    if not callable(fn):
        return _result("syntax", message="Your code must define a function named %s." % FUNCTION_NAME)
    _fn = fn
    return _result("ok")


def run_test(index):
    args = [_convert_in(a, PARAM_TYPES[i] if i < len(PARAM_TYPES) else "") for i, a in enumerate(TESTS[index])]
    TESTS[index] = None
    sys.stdout = sys.stderr = OUTPUT
    try:
        result = _fn(*args)
    except MemoryError:
        return _result("memory", message="MemoryError")
    except BaseException as e:
        return _result("runtime", message=_describe(e), traced=True)
    if RETURN_TYPE == "void":
        result = args[0] if args else None
    try:
        return _result("ok", output=_encoder.encode(_convert_out(result, RETURN_TYPE)))
    except MemoryError:
        return _result("memory", message="MemoryError")
    except Exception as e:
        return _result("runtime", message="Your return value cannot be converted to JSON: %s" % e)


def take_stdout():
    text = "".join(OUTPUT.parts)
    return text + ("\n...[output truncated]\n" if OUTPUT.truncated else "")
