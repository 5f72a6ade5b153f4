# Codelift judge, Python side. The trusted parent process reads this file and sends it to the
# sandbox worker (python-worker.mjs), which runs it ONCE per worker in a private dict that
# learner code cannot reach. Every submission then gets: a reset of the interpreter to its
# warm state, python-submission.py executed in a fresh dict, a fresh namespace for the
# learner's code, and fresh ListNode/TreeNode classes. An audit hook, armed from the end of
# this file on, refuses what could reach other submissions or the host: gc and trace or
# monitoring hooks always, frames while reset() runs (the only time learner code, through a
# finalizer, could run with this module's frames on the stack), processes, sockets, file
# writes and ctypes.
import abc, array, bisect, builtins, collections, copy, dataclasses, decimal, enum, fractions  # noqa: E401
import functools, gc, heapq, io, itertools, json, math, operator, os, posix, random, re  # noqa: E401
import statistics, string, sys, types, typing, linecache, traceback, ast  # noqa: E401
import collections.abc, json.decoder, json.encoder  # noqa: E401

sys.dont_write_bytecode = True
_RECURSION_LIMIT = sys.getrecursionlimit()
_INT_DIGITS = sys.get_int_max_str_digits()
# What reset() uses, bound now: it runs before the builtins module is restored, and learner
# code may have replaced sys.modules or builtins like `type` and `len`.
_MODULES, _type, _dict, _list, _len = sys.modules, type, dict, list, len
_HEAPTYPE, _IMMUTABLE = 1 << 9, 1 << 8
_MISSING = object()
# The builtin exception classes, by identity: the only error kinds a hidden test may report.
_ERROR_KINDS = {cls: cls.__name__ for cls in vars(builtins).values() if isinstance(cls, type) and issubclass(cls, BaseException)}
ERROR_KIND_NAMES_JSON = json.dumps(sorted(set(_ERROR_KINDS.values())))


def _make_hook():
    state = {"armed": False, "resetting": False, "tripped": []}
    blocked = frozenset((
        "sys.addaudithook", "sys.settrace", "sys.setprofile", "sys.monitoring.register_callback",
        "sys.set_asyncgen_hooks_firstiter", "sys.set_asyncgen_hooks_finalizer",
        "gc.get_objects", "gc.get_referrers", "gc.get_referents",
        "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty", "os.kill",
        "os.killpg", "subprocess.Popen", "os.remove", "os.rename", "os.mkdir", "os.rmdir",
        "os.truncate", "os.chmod", "os.chown", "os.link", "os.symlink", "os.putenv", "os.unsetenv",
        "shutil.rmtree", "shutil.move", "os.chdir", "os.chroot", "os.setuid", "os.startfile",
    ))
    processes = frozenset(("os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty", "subprocess.Popen", "os.kill", "os.killpg"))
    files = frozenset(("os.remove", "os.rename", "os.mkdir", "os.rmdir", "os.truncate", "os.chmod", "os.chown", "os.link", "os.symlink", "shutil.rmtree", "shutil.move"))
    frame_events = frozenset(("sys._getframe", "sys._current_frames", "sys._current_exceptions"))
    frame_attrs = frozenset(("tb_frame", "gi_frame", "cr_frame", "ag_frame", "f_back"))
    no_import = frozenset(("ctypes", "_ctypes", "_pyodide_core"))
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

    # Everything the hook uses is bound here: learner code may shadow builtins, not these.
    def hook(event, args, state=state, str_=str, int_=int, type_=type,
             perm=PermissionError, runtime=RuntimeError, blocked=blocked, processes=processes, files=files,
             frame_events=frame_events, frame_attrs=frame_attrs, no_import=no_import, write_flags=write_flags):
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
            message = "%s is not available in the judge." % args[0]
        elif state["resetting"] and (event in frame_events or (
                event == "object.__getattr__" and type_(args[1]) is str_ and args[1] in frame_attrs)):
            message = "Frame inspection is not available here."
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
    if _type(target) is _dict:
        _restore_dict(target, saved)
    elif _type(target) is _list:
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


def _restore_class(cls, saved, delattr_=type.__delattr__, setattr_=type.__setattr__, vars_=type.__dict__["__dict__"].__get__):
    current = vars_(cls)
    for key in [k for k in current if k not in saved]:
        delattr_(cls, key)
    for key, value in saved.items():
        if current.get(key, _MISSING) is not value:
            setattr_(cls, key, value)


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
    """sys.stdout of a submission: keeps `room` bytes (UTF-8) of what is printed until the
    worker takes it, and counts the rest."""

    def __init__(self):
        self.parts, self.size, self.room, self.dropped = [], 0, 0, 0

    # builtins bound now (before learner code runs): learner code may replace `len` or `str`
    def write(self, text, str_=str, len_=len):
        text = str_(text)
        left = self.room - self.size
        if left <= 0:
            self.dropped += len_(text) if text.isascii() else len_(text.encode("utf-8", "replace"))
            return len_(text)
        data = text.encode("utf-8", "replace")
        if len_(data) <= left:
            self.parts.append(text)
            self.size += len_(data)
        else:
            kept = data[:left].decode("utf-8", "ignore")
            self.parts.append(kept)
            self.size += len_(kept.encode("utf-8"))
            self.dropped += len_(data) - len_(kept.encode("utf-8"))
        return len_(text)

    def flush(self):
        pass

    def isatty(self):
        return False
'''


_NODES_CODE = compile(_NODES_SOURCE, "<judge>", "exec")
# The C scanner of the json module, made now: decoding test arguments with it runs no Python
# code, so builtins or json functions that learner code replaced cannot change the test data.
_SCAN = json.decoder.JSONDecoder().scan_once
# python-submission.py, sent along by the parent and placed in this dict by the worker
_SUBMISSION_CODE = compile(SUBMISSION_SOURCE, "<judge>", "exec")
_TYPING_NAMES = ("List", "Dict", "Set", "Tuple", "Optional", "Deque", "DefaultDict", "Any", "Union", "Callable", "Iterable", "Iterator")


def reset():
    """Puts the interpreter back in its warm state: what a submission changed does not survive it."""
    _state["resetting"] = True
    try:
        _restore_everything()
    finally:
        _state["resetting"] = False
    return _len(_state["tripped"]) == 0


def _restore_everything():
    for name in [n for n in _MODULES if n not in _SNAPSHOT]:
        del _MODULES[name]
    for name, (module, namespace, saved, classes, containers) in _SNAPSHOT.items():
        if _MODULES.get(name, _MISSING) is not module:
            _MODULES[name] = module
        _restore_dict(namespace, saved)
        for cls, cls_saved in classes:
            _restore_class(cls, cls_saved)
        for target, target_saved in containers:
            _restore_container(target, target_saved)
    sys.setrecursionlimit(_RECURSION_LIMIT)
    sys.set_int_max_str_digits(_INT_DIGITS)
    re.purge()
    linecache.clearcache()
    gc.collect()


def start_submission(source, function_name, param_types, return_type, value_limit, message_limit, preview_limit):
    """A fresh harness dict for one submission (the worker calls its prepare/run_test directly).
    The harness resolves builtins from a private copy: the learner may change the builtins
    module for its own code, not for the harness grading it. No test data is put here: the
    worker hands each test's arguments to run_test."""
    exposed = {"__name__": "judge_nodes"}
    exec(_NODES_CODE, exposed)
    harness = {"__name__": "judge_harness", "__builtins__": dict(builtins.__dict__), "json": json, "sys": sys,
               "collections": collections, "ast": ast, "itertools": itertools, "ListNode": exposed["ListNode"], "TreeNode": exposed["TreeNode"],
               "SOURCE": source, "FUNCTION_NAME": function_name, "PARAM_TYPES": list(param_types),
               "RETURN_TYPE": return_type, "OUTPUT": exposed["Output"](), "ERROR_KINDS": dict(_ERROR_KINDS),
               "SCAN": _SCAN, "VALUE_LIMIT": value_limit, "MESSAGE_LIMIT": message_limit, "PREVIEW_LIMIT": preview_limit}
    namespace = {"__name__": "__main__", "__builtins__": builtins,
                 "ListNode": exposed["ListNode"], "TreeNode": exposed["TreeNode"]}
    for name in _TYPING_NAMES:
        namespace[name] = getattr(typing, name)
    harness["NAMESPACE"] = namespace
    exec(_SUBMISSION_CODE, harness)
    return harness


def error_line(harness, traceback_of=BaseException.__traceback__.__get__, type_=type, str_=str, failure=Exception):
    """Line of solution.py where the last error of the submission was raised (C attributes and
    exact-type checks only: no learner code runs here)."""
    line = None
    try:
        tb = traceback_of(harness.get("_last_error"))
        while tb is not None:
            filename = tb.tb_frame.f_code.co_filename
            if type_(filename) is str_ and filename == "solution.py":
                line = tb.tb_lineno
            tb = tb.tb_next
    except failure:
        line = None
    return line


def tripped():
    """How many refused operations this worker has seen (a worker that saw one is retired)."""
    return _len(_state["tripped"])


def _close_js_bridges():
    """No way back to JavaScript from learner code: the js/pyodide_js modules are gone (the
    worker also unregisters them), Pyodide's event loop cannot schedule callbacks that would
    outlive a submission, and nothing that makes a JavaScript object out of a Python one
    (to_js, create_proxy...) is left in any module: with a JavaScript object in hand, learner
    code could walk to the host realm (a stack-trace hook handed it the interpreter's
    WebAssembly instance). _imp.create_builtin would make _pyodide_core (or _ctypes) afresh,
    outside the audit hook's import check: every other builtin module is imported now and
    create_builtin and exec_builtin are removed."""
    import _imp
    import pyodide.webloop
    import _pyodide_core
    pyodide.webloop.scheduleCallback = None
    for name in ("js", "pyodide_js", "pyodide_js._api"):
        sys.modules.pop(name, None)
    os.environ.pop("_", None)
    for name in sys.builtin_module_names:
        if name not in sys.modules and name != "_ctypes":
            try:
                __import__(name)
            except Exception:
                pass
    removed = {id(value): value for key, value in vars(_pyodide_core).items() if not key.startswith("__")}
    for value in (_imp.create_builtin, _imp.exec_builtin):
        removed[id(value)] = value
    for module in list(sys.modules.values()):
        namespace = getattr(module, "__dict__", None)
        if type(namespace) is dict:
            for key in [k for k, v in namespace.items() if id(v) in removed and removed[id(v)] is v]:
                del namespace[key]


_close_js_bridges()
_SNAPSHOT = _snapshot()
sys.addaudithook(_hook)
_state["armed"] = True
