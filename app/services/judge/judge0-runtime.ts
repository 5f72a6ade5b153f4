// Source text appended to learner programs for the grading service (see judge0-harness.ts):
// reading JSON arguments from stdin and printing results as JSON, per language. The ListNode
// and TreeNode helpers are separate so they are only compiled when a problem uses them.

export const JAVA_RUNTIME = String.raw`
final class J {
  private final String s; private int i;
  private J(String s) { this.s = s; }
  static String[] readLines(int n) throws java.io.IOException {
    java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8));
    String[] out = new String[n];
    for (int k = 0; k < n; k++) { String line = in.readLine(); out[k] = line == null ? "null" : line; }
    return out;
  }
  static Object parse(String text) { J p = new J(text); return p.value(); }
  private void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
  private Object value() {
    ws();
    char c = s.charAt(i);
    if (c == '[') {
      i++; java.util.List<Object> list = new java.util.ArrayList<>(); ws();
      if (s.charAt(i) == ']') { i++; return list; }
      while (true) { list.add(value()); ws(); char d = s.charAt(i++); if (d == ']') return list; }
    }
    if (c == '"') {
      i++; StringBuilder b = new StringBuilder();
      while (true) {
        char d = s.charAt(i++);
        if (d == '"') return b.toString();
        if (d != '\\') { b.append(d); continue; }
        char e = s.charAt(i++);
        switch (e) {
          case 'n': b.append('\n'); break; case 't': b.append('\t'); break; case 'r': b.append('\r'); break;
          case 'b': b.append('\b'); break; case 'f': b.append('\f'); break;
          case 'u': b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
          default: b.append(e);
        }
      }
    }
    if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
    if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
    if (s.startsWith("null", i)) { i += 4; return null; }
    int start = i;
    while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
    String num = s.substring(start, i);
    if (num.contains(".") || num.contains("e") || num.contains("E")) return Double.parseDouble(num);
    return Long.parseLong(num);
  }
  static java.util.List<?> list(Object o) { return (java.util.List<?>) o; }
  static int toInt(Object o) { return ((Number) o).intValue(); }
  static double toDouble(Object o) { return ((Number) o).doubleValue(); }
  static String toStr(Object o) { return (String) o; }
  static boolean toBool(Object o) { return (Boolean) o; }
  static int[] toIntArr(Object o) { java.util.List<?> l = list(o); int[] r = new int[l.size()]; for (int k = 0; k < r.length; k++) r[k] = toInt(l.get(k)); return r; }
  static double[] toDoubleArr(Object o) { java.util.List<?> l = list(o); double[] r = new double[l.size()]; for (int k = 0; k < r.length; k++) r[k] = toDouble(l.get(k)); return r; }
  static boolean[] toBoolArr(Object o) { java.util.List<?> l = list(o); boolean[] r = new boolean[l.size()]; for (int k = 0; k < r.length; k++) r[k] = toBool(l.get(k)); return r; }
  static String[] toStrArr(Object o) { java.util.List<?> l = list(o); String[] r = new String[l.size()]; for (int k = 0; k < r.length; k++) r[k] = toStr(l.get(k)); return r; }
  static int[][] toIntGrid(Object o) { java.util.List<?> l = list(o); int[][] r = new int[l.size()][]; for (int k = 0; k < r.length; k++) r[k] = toIntArr(l.get(k)); return r; }
  static String[][] toStrGrid(Object o) { java.util.List<?> l = list(o); String[][] r = new String[l.size()][]; for (int k = 0; k < r.length; k++) r[k] = toStrArr(l.get(k)); return r; }
  static char[][] toCharGrid(Object o) {
    java.util.List<?> l = list(o); char[][] r = new char[l.size()][];
    for (int k = 0; k < r.length; k++) { java.util.List<?> row = list(l.get(k)); r[k] = new char[row.size()]; for (int m = 0; m < row.size(); m++) r[k][m] = toStr(row.get(m)).charAt(0); }
    return r;
  }
  static String quote(String v) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : v.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c == '\n') b.append("\\n");
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }
  static Object field(Object o, String name) {
    try { java.lang.reflect.Field f = o.getClass().getDeclaredField(name); f.setAccessible(true); return f.get(o); }
    catch (ReflectiveOperationException e) { throw new RuntimeException(e); }
  }
  static String json(Object v, String type) {
    if (v == null && (type.equals("ListNode") || type.equals("TreeNode"))) return "[]";
    return json(v);
  }
  static String json(Object v) {
    if (v == null) return "null";
    if (v instanceof Double || v instanceof Float) { double d = ((Number) v).doubleValue(); return Double.isFinite(d) ? Double.toString(d) : "null"; }
    if (v instanceof Number || v instanceof Boolean) return v.toString();
    if (v instanceof String) return quote((String) v);
    if (v instanceof Character) return quote(v.toString());
    String kind = v.getClass().getSimpleName();
    if (kind.equals("ListNode")) {
      StringBuilder b = new StringBuilder("["); int count = 0;
      for (Object n = v; n != null; n = field(n, "next")) { if (count++ > 0) b.append(','); if (count > 1000000) throw new RuntimeException("list too long or cyclic"); b.append(json(field(n, "val"))); }
      return b.append(']').toString();
    }
    if (kind.equals("TreeNode")) {
      java.util.List<Object> queue = new java.util.ArrayList<>(); java.util.List<String> out = new java.util.ArrayList<>(); queue.add(v);
      for (int h = 0; h < queue.size(); h++) {
        Object n = queue.get(h);
        if (n == null) { out.add("null"); continue; }
        out.add(json(field(n, "val"))); queue.add(field(n, "left")); queue.add(field(n, "right"));
      }
      while (!out.isEmpty() && out.get(out.size() - 1).equals("null")) out.remove(out.size() - 1);
      return "[" + String.join(",", out) + "]";
    }
    if (v.getClass().isArray()) {
      StringBuilder b = new StringBuilder("[");
      int len = java.lang.reflect.Array.getLength(v);
      for (int k = 0; k < len; k++) { if (k > 0) b.append(','); b.append(json(java.lang.reflect.Array.get(v, k))); }
      return b.append(']').toString();
    }
    if (v instanceof Iterable) {
      StringBuilder b = new StringBuilder("["); boolean first = true;
      for (Object x : (Iterable<?>) v) { if (!first) b.append(','); first = false; b.append(json(x)); }
      return b.append(']').toString();
    }
    return quote(v.toString());
  }
}
`;

export const JAVA_LIST_HELPERS = String.raw`
final class JList {
  static ListNode from(Object o) { java.util.List<?> l = J.list(o); ListNode head = null; for (int k = l.size() - 1; k >= 0; k--) head = new ListNode(J.toInt(l.get(k)), head); return head; }
}
`;

export const JAVA_TREE_HELPERS = String.raw`
final class JTree {
  static TreeNode from(Object o) {
    java.util.List<?> l = J.list(o); if (l.isEmpty() || l.get(0) == null) return null;
    TreeNode root = new TreeNode(J.toInt(l.get(0))); java.util.ArrayDeque<TreeNode> q = new java.util.ArrayDeque<>(); q.add(root); int k = 1;
    while (k < l.size() && !q.isEmpty()) {
      TreeNode n = q.poll();
      if (k < l.size() && l.get(k) != null) { n.left = new TreeNode(J.toInt(l.get(k))); q.add(n.left); } k++;
      if (k < l.size() && l.get(k) != null) { n.right = new TreeNode(J.toInt(l.get(k))); q.add(n.right); } k++;
    }
    return root;
  }
}
`;

export const CPP_RUNTIME = String.raw`
namespace judge {
struct Value { int kind = 0; bool b = false; double num = 0; std::string str; std::vector<Value> arr; };
struct Parser {
  const std::string& s; size_t i = 0;
  explicit Parser(const std::string& text) : s(text) {}
  void ws() { while (i < s.size() && isspace((unsigned char) s[i])) i++; }
  Value value() {
    ws(); Value v;
    if (i >= s.size()) return v;
    char c = s[i];
    if (c == '[') {
      i++; v.kind = 4; ws();
      if (s[i] == ']') { i++; return v; }
      while (true) { v.arr.push_back(value()); ws(); char d = s[i++]; if (d == ']') return v; }
    }
    if (c == '"') {
      i++; v.kind = 3;
      while (s[i] != '"') {
        char d = s[i++];
        if (d != '\\') { v.str += d; continue; }
        char e = s[i++];
        if (e == 'n') v.str += '\n'; else if (e == 't') v.str += '\t'; else if (e == 'r') v.str += '\r';
        else if (e == 'u') { v.str += (char) std::stoi(s.substr(i, 4), nullptr, 16); i += 4; }
        else v.str += e;
      }
      i++; return v;
    }
    if (s.compare(i, 4, "true") == 0) { i += 4; v.kind = 1; v.b = true; return v; }
    if (s.compare(i, 5, "false") == 0) { i += 5; v.kind = 1; return v; }
    if (s.compare(i, 4, "null") == 0) { i += 4; return v; }
    size_t start = i;
    while (i < s.size() && std::string("+-0123456789.eE").find(s[i]) != std::string::npos) i++;
    v.kind = 2; v.num = std::stod(s.substr(start, i - start)); return v;
  }
};
inline Value parse(const std::string& text) { Parser p(text); return p.value(); }
inline std::vector<std::string> readLines(int n) {
  std::vector<std::string> out; std::string line;
  for (int k = 0; k < n; k++) out.push_back(std::getline(std::cin, line) ? line : std::string("null"));
  return out;
}
inline int toInt(const Value& v) { return (int) v.num; }
inline double toDouble(const Value& v) { return v.num; }
inline std::string toStr(const Value& v) { return v.str; }
inline bool toBool(const Value& v) { return v.b; }
inline char toChar(const Value& v) { return v.str.empty() ? '\0' : v.str[0]; }
template <typename T, typename F> std::vector<T> toVec(const Value& v, F f) { std::vector<T> r; for (const Value& x : v.arr) r.push_back(f(x)); return r; }
template <typename T, typename F> std::vector<std::vector<T>> toGrid(const Value& v, F f) { std::vector<std::vector<T>> r; for (const Value& x : v.arr) r.push_back(toVec<T>(x, f)); return r; }
inline std::string json(bool v) { return v ? "true" : "false"; }
inline std::string json(int v) { return std::to_string(v); }
inline std::string json(long v) { return std::to_string(v); }
inline std::string json(long long v) { return std::to_string(v); }
inline std::string json(double v) {
  if (!std::isfinite(v)) return "null";
  std::ostringstream o; o.precision(17); o << v; return o.str();
}
inline std::string json(const std::string& v) {
  std::string o = "\"";
  for (char c : v) {
    if (c == '"' || c == '\\') { o += '\\'; o += c; }
    else if (c == '\n') o += "\\n";
    else if ((unsigned char) c < 0x20) { char buf[8]; snprintf(buf, sizeof buf, "\\u%04x", c); o += buf; }
    else o += c;
  }
  return o + "\"";
}
inline std::string json(const char* v) { return json(std::string(v)); }
inline std::string json(char v) { return json(std::string(1, v)); }
template <typename T> std::string json(const std::vector<T>& v) {
  std::string o = "[";
  for (size_t k = 0; k < v.size(); k++) { if (k) o += ","; o += json(static_cast<T>(v[k])); }
  return o + "]";
}
}  // namespace judge
`;

export const CPP_LIST_HELPERS = String.raw`
namespace judge {
inline ListNode* toList(const Value& v) { ListNode* head = nullptr; for (size_t k = v.arr.size(); k-- > 0;) head = new ListNode(toInt(v.arr[k]), head); return head; }
inline std::string json(ListNode* n) {
  std::string o = "["; size_t count = 0;
  for (; n; n = n->next) { if (count++) o += ","; if (count > 1000000) break; o += json(n->val); }
  return o + "]";
}
}  // namespace judge
`;

export const CPP_TREE_HELPERS = String.raw`
namespace judge {
inline TreeNode* toTree(const Value& v) {
  if (v.arr.empty() || v.arr[0].kind == 0) return nullptr;
  TreeNode* root = new TreeNode(toInt(v.arr[0])); std::vector<TreeNode*> q{root}; size_t h = 0, k = 1;
  while (k < v.arr.size() && h < q.size()) {
    TreeNode* n = q[h++];
    if (k < v.arr.size() && v.arr[k].kind != 0) { n->left = new TreeNode(toInt(v.arr[k])); q.push_back(n->left); } k++;
    if (k < v.arr.size() && v.arr[k].kind != 0) { n->right = new TreeNode(toInt(v.arr[k])); q.push_back(n->right); } k++;
  }
  return root;
}
inline std::string json(TreeNode* root) {
  std::vector<TreeNode*> q{root}; std::vector<std::string> out;
  if (!root) return "[]";
  for (size_t h = 0; h < q.size(); h++) {
    if (!q[h]) { out.push_back("null"); continue; }
    out.push_back(json(q[h]->val)); q.push_back(q[h]->left); q.push_back(q[h]->right);
  }
  while (!out.empty() && out.back() == "null") out.pop_back();
  std::string o = "[";
  for (size_t k = 0; k < out.size(); k++) { if (k) o += ","; o += out[k]; }
  return o + "]";
}
}  // namespace judge
`;

export const GO_RUNTIME = String.raw`
func judgeReadLines(n int) []string {
	scanner := judgeBufio.NewScanner(judgeOS.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<28)
	out := make([]string, n)
	for k := 0; k < n; k++ {
		out[k] = "null"
		if scanner.Scan() {
			out[k] = scanner.Text()
		}
	}
	return out
}

func judgeDecode(line string, target interface{}) {
	if err := judgeJSON.Unmarshal([]byte(line), target); err != nil {
		panic(err)
	}
}

func judgeEncode(v interface{}) string {
	out, err := judgeJSON.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(out)
}

func judgeCharGrid(rows [][]string) [][]byte {
	grid := make([][]byte, len(rows))
	for i, row := range rows {
		grid[i] = make([]byte, len(row))
		for j, cell := range row {
			if len(cell) > 0 {
				grid[i][j] = cell[0]
			}
		}
	}
	return grid
}
`;

export const GO_LIST_HELPERS = String.raw`
func judgeToList(values []int) *ListNode {
	var head *ListNode
	for k := len(values) - 1; k >= 0; k-- {
		head = &ListNode{Val: values[k], Next: head}
	}
	return head
}

func judgeFromList(node *ListNode) []int {
	out := []int{}
	for ; node != nil && len(out) <= 1000000; node = node.Next {
		out = append(out, node.Val)
	}
	return out
}
`;

export const GO_TREE_HELPERS = String.raw`
func judgeToTree(values []*int) *TreeNode {
	if len(values) == 0 || values[0] == nil {
		return nil
	}
	root := &TreeNode{Val: *values[0]}
	queue := []*TreeNode{root}
	k := 1
	for h := 0; k < len(values) && h < len(queue); h++ {
		node := queue[h]
		if k < len(values) && values[k] != nil {
			node.Left = &TreeNode{Val: *values[k]}
			queue = append(queue, node.Left)
		}
		k++
		if k < len(values) && values[k] != nil {
			node.Right = &TreeNode{Val: *values[k]}
			queue = append(queue, node.Right)
		}
		k++
	}
	return root
}

func judgeFromTree(root *TreeNode) []interface{} {
	out := []interface{}{}
	queue := []*TreeNode{root}
	if root == nil {
		return out
	}
	for h := 0; h < len(queue); h++ {
		if queue[h] == nil {
			out = append(out, nil)
			continue
		}
		out = append(out, queue[h].Val)
		queue = append(queue, queue[h].Left, queue[h].Right)
	}
	for len(out) > 0 && out[len(out)-1] == nil {
		out = out[:len(out)-1]
	}
	return out
}
`;
