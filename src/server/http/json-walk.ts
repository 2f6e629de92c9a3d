/**
 * Whether any value in a parsed JSON document (objects, arrays, their keys and leaves) meets
 * `test`, visited with its nesting depth. Iterative on purpose: a body nested 10.000 levels
 * deep must not overflow the stack of a recursive walk (that was a 500).
 */
export function someInJson(document: unknown, test: (value: unknown, depth: number) => boolean): boolean {
  const stack: Array<[unknown, number]> = [[document, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (test(value, depth)) return true;
    if (value === null || typeof value !== "object") continue;
    for (const [key, child] of Object.entries(value)) {
      // Object keys are strings of the document too (array indices are not).
      if (!Array.isArray(value) && test(key, depth + 1)) return true;
      stack.push([child, depth + 1]);
    }
  }
  return false;
}
