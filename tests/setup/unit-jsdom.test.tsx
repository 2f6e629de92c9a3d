// @vitest-environment jsdom
import { useEffect, useState } from "react";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

// tests/setup/unit.ts in a component test: what React and jsdom report fails the test.
afterEach(cleanup);

function UpdatesLater() {
  const [text, setText] = useState("vorher");
  useEffect(() => void setTimeout(() => setText("nachher"), 1), []);
  return <p>{text}</p>;
}

describe("unit setup in jsdom", () => {
  it.fails("a state update outside act(…) fails the test", async () => {
    render(<UpdatesLater />);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it.fails("an API jsdom does not implement fails the test", () => {
    window.alert("Hallo");
  });

  it("window.scrollTo is stubbed: jsdom has no layout to scroll", () => {
    window.scrollTo(0, 100);
    expect(window.scrollY).toBe(0);
  });
});
