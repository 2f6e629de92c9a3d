export function ImpressumPage() {
  return <main className="p-8">Impressum</main>;
}
export function DatenschutzPage() {
  return <main className="p-8">Datenschutz</main>;
}
export function AgbPage() {
  return <main className="p-8">AGB</main>;
}
