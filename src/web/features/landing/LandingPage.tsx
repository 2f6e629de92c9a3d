import { Link } from "@tanstack/react-router";

// Placeholder until the landing page issue lands.
export function LandingPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Schluss mit Excel</h1>
      <Link to="/login">Anmelden</Link> · <Link to="/register">Kostenlos registrieren</Link>
    </main>
  );
}
