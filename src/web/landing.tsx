import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LandingPage } from "./features/landing/LandingPage";
import "./styles.css";

// Entry for `/`: the landing page alone, without router, query cache or auth client.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);
