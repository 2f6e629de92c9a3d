import { attachThemeSwitch } from "./components/ui/theme-switch-static";
import { attachCarousel } from "./features/landing/carousel";
import "./styles.css";

// Entry of the pages rendered at build time (`/` and the legal pages, decision 0033): their
// HTML is complete, this only wakes the interactive parts. No React, router or app code here.
document.querySelectorAll<HTMLElement>("[data-theme-switch]").forEach(attachThemeSwitch);
document.querySelectorAll<HTMLElement>("[data-carousel]").forEach(attachCarousel);
