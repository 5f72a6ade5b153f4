# Codelift judge, Python side. The trusted parent process reads this file and sends it to the
# sandbox worker (python-worker.mjs), which runs it ONCE per worker in a private dict that
# learner code cannot reach. Every submission then gets: a reset of the interpreter to its
# warm state, the SUBMISSION harness executed in a fresh dict, a fresh namespace for the
# learner's code, and fresh ListNode/TreeNode classes. An audit hook, armed from the end of
# this file on, refuses the primitives that could reach other submissions or the host
# (frames, gc, trace hooks, processes, sockets, file writes, ctypes).
import abc, array, bisect, builtins, collections, copy, dataclasses, decimal, enum, fractions  # noqa: E401
import functools, gc, heapq, io, itertools, json, math, operator, os, posix, random, re  # noqa: E401
import statistics, string, sys, types, typing, linecache, traceback  # noqa: E401
import collections.abc, json.decoder, json.encoder  # noqa: E401

sys.dont_write_bytecode = True
_RECURSION_LIMIT = sys.getrecursionlimit()
_HEAPTYPE, _IMMUTABLE = 1 << 9, 1 << 8
_MISSING = object()


def _make_hook():
    state = {"armed": False, "tripped": []}
    blocked = frozenset((
        "sys.addaudithook", "sys.settrace", "sys.setprofile", "sys._getframe", "sys._current_frames",
        "sys._current_exceptions", "gc.get_objects", "gc.get_referrers", "gc.get_referents",
        "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty", "os.kill",
        "os.killpg", "subprocess.Popen", "os.remove", "os.rename", "os.mkdir", "os.rmdir",
        "os.truncate", "os.chmod", "os.chown", "os.link", "os.symlink", "os.putenv", "os.unsetenv",
        "shutil.rmtree", "shutil.move", "os.chdir", "os.chroot", "os.setuid", "os.startfile",
    ))
    processes = frozenset(("os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty", "subprocess.Popen", "os.kill", "os.killpg"))
    files = frozenset(("os.remove", "os.rename", "os.mkdir", "os.rmdir", "os.truncate", "os.chmod", "os.chown", "os.link", "os.symlink", "shutil.rmtree", "shutil.move"))
    frame_attrs = frozenset(("tb_frame", "gi_frame", "cr_frame", "ag_frame", "f_back"))
    no_import = frozenset(("ctypes", "_ctypes"))
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

    # Everything the hook uses is bound here: learner code may shadow builtins, not these.
    def hook(event, args, state=state, str_=str, int_=int, type_=type,
             perm=PermissionError, runtime=RuntimeError, blocked=blocked, processes=processes, files=files,
             frame_attrs=frame_attrs, no_import=no_import, write_flags=write_flags):
        if not state["armed"]:
            return
        message = None
        if event in blocked:
            message = ("Processes are not available in the judge." if event in processes
                       else "Writing files is not available in the judge." if event in files
                       else event + " is not available in the judge.")
        elif event.startswith("socket."):
            message = "Network access is not available in the judge."
        elif event.startswith("ctypes."):
            message = "ctypes is not available in the judge."
        elif event == "import" and type_(args[0]) is str_ and args[0] in no_import:
            message = "ctypes is not available in the judge."
        elif event == "object.__getattr__" and type_(args[1]) is str_ and args[1] in frame_attrs:
            message = "Frame inspection is not available in the judge."
        elif event == "open":
            mode, flags = args[1], args[2]
            if (type_(mode) is str_ and ("w" in mode or "a" in mode or "x" in mode or "+" in mode)) or (
                    type_(flags) is int_ and flags & write_flags):
                message = "Writing files is not available in the judge."
        if message is not None:
            state["tripped"].append(event)
            if event == "sys.addaudithook":
                raise runtime(message)
            raise perm(message)

    return hook, state


_hook, _state = _make_hook()


def _mutable_classes(namespace):
    out = []
    for value in list(namespace.values()):
        if isinstance(value, type) and value.__flags__ & _HEAPTYPE and not value.__flags__ & _IMMUTABLE:
            out.append((value, dict(value.__dict__)))
    return out


_CONTAINER_COPY = {dict: dict, list: list, set: set}


def _containers(name, namespace):
    """Dicts, lists and sets held by a stdlib module (registries, caches): restored by content."""
    if name.startswith(("pyodide", "_pyodide", "__main__", "js")):
        return []
    out = []
    for value in list(namespace.values()):
        copy_of = _CONTAINER_COPY.get(type(value))
        if copy_of is not None and value is not namespace and value is not sys.modules:
            out.append((value, copy_of(value)))
    return out


def _snapshot():
    snap = {}
    for name, module in list(sys.modules.items()):
        namespace = getattr(module, "__dict__", None)
        if type(namespace) is dict:
            snap[name] = (module, namespace, dict(namespace), _mutable_classes(namespace), _containers(name, namespace))
    return snap


def _restore_container(target, saved):
    if type(target) is dict:
        _restore_dict(target, saved)
    elif type(target) is list:
        target[:] = saved
    else:
        target.clear()
        target.update(saved)


def _restore_dict(current, saved):
    for key in [k for k in current if k not in saved]:
        del current[key]
    for key, value in saved.items():
        if current.get(key, _MISSING) is not value:
            current[key] = value


def _restore_class(cls, saved):
    for key in [k for k in cls.__dict__ if k not in saved]:
        type.__delattr__(cls, key)
    for key, value in saved.items():
        if cls.__dict__.get(key, _MISSING) is not value:
            type.__setattr__(cls, key, value)


_NODES_SOURCE = '''
class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next

    def __repr__(self):
        return "ListNode(%r)" % (self.val,)


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

    def __repr__(self):
        return "TreeNode(%r)" % (self.val,)


class Output:
    """sys.stdout of a submission: keeps the first `limit` characters."""

    def __init__(self, limit):
        self.limit, self.parts, self.size, self.truncated = limit, [], 0, False

    def write(self, text):
        text = str(text)
        if self.size < self.limit:
            self.parts.append(text[: self.limit - self.size])
            self.size += len(self.parts[-1])
        elif text:
            self.truncated = True
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False
'''

_SUBMISSION_SOURCE = '''
MAX_NODES = 1000000
_encoder = json.JSONEncoder(allow_nan=False, separators=(",", ":"))
_decoder = json.JSONDecoder()
_last_error = None
_fn = None


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


def run_test(args_json):
    args = [_convert_in(a, PARAM_TYPES[i] if i < len(PARAM_TYPES) else "") for i, a in enumerate(_decoder.decode(args_json))]
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
    return text + ("\\n...[output truncated]\\n" if OUTPUT.truncated else "")
'''

_NODES_CODE = compile(_NODES_SOURCE, "<judge>", "exec")
_SUBMISSION_CODE = compile(_SUBMISSION_SOURCE, "<judge>", "exec")
_TYPING_NAMES = ("List", "Dict", "Set", "Tuple", "Optional", "Deque", "DefaultDict", "Any", "Union", "Callable", "Iterable", "Iterator")


def reset():
    """Puts the interpreter back in its warm state: what a submission changed does not survive it."""
    for name in [n for n in sys.modules if n not in _SNAPSHOT]:
        del sys.modules[name]
    for name, (module, namespace, saved, classes, containers) in _SNAPSHOT.items():
        if sys.modules.get(name, _MISSING) is not module:
            sys.modules[name] = module
        _restore_dict(namespace, saved)
        for cls, cls_saved in classes:
            _restore_class(cls, cls_saved)
        for target, target_saved in containers:
            _restore_container(target, target_saved)
    sys.setrecursionlimit(_RECURSION_LIMIT)
    re.purge()
    linecache.clearcache()
    gc.collect()
    return len(_state["tripped"]) == 0


def start_submission(source, function_name, param_types, return_type, stdout_limit):
    """A fresh harness dict for one submission (the worker calls its prepare/run_test directly)."""
    exposed = {"__name__": "judge_nodes"}
    exec(_NODES_CODE, exposed)
    harness = {"__name__": "judge_harness", "__builtins__": builtins, "json": json, "sys": sys,
               "collections": collections, "ListNode": exposed["ListNode"], "TreeNode": exposed["TreeNode"],
               "SOURCE": source, "FUNCTION_NAME": function_name, "PARAM_TYPES": list(param_types),
               "RETURN_TYPE": return_type, "OUTPUT": exposed["Output"](stdout_limit)}
    namespace = {"__name__": "__main__", "__builtins__": builtins,
                 "ListNode": exposed["ListNode"], "TreeNode": exposed["TreeNode"]}
    for name in _TYPING_NAMES:
        namespace[name] = getattr(typing, name)
    harness["NAMESPACE"] = namespace
    exec(_SUBMISSION_CODE, harness)
    return harness


def error_line(harness, traceback_of=BaseException.__traceback__.__get__, type_=type, str_=str):
    """Line of solution.py where the last error was raised. Walks frames, so it disarms the hook
    for its own reads only (no learner code runs here: C attributes, exact-type checks)."""
    error = harness.get("_last_error")
    line = None
    _state["armed"] = False
    try:
        tb = traceback_of(error)
        while tb is not None:
            filename = tb.tb_frame.f_code.co_filename
            if type_(filename) is str_ and filename == "solution.py":
                line = tb.tb_lineno
            tb = tb.tb_next
    except Exception:
        line = None
    finally:
        _state["armed"] = True
    return line


def tripped():
    return list(_state["tripped"])


def _close_js_bridges():
    """No way back to JavaScript from learner code: the js/pyodide_js modules are gone (the
    worker also unregisters them) and Pyodide's event loop cannot schedule callbacks that would
    outlive a submission."""
    import pyodide.webloop
    pyodide.webloop.scheduleCallback = None
    for name in ("js", "pyodide_js", "pyodide_js._api"):
        sys.modules.pop(name, None)
    os.environ.pop("_", None)


_close_js_bridges()
_SNAPSHOT = _snapshot()
sys.addaudithook(_hook)
_state["armed"] = True
