import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Pages load lazily; on a busy CI machine the first import of a page can take more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = "";
});
