// The API's own description: the texts of the OpenAPI document (/api/v1/openapi.json) and of
// its page (/api/docs). Only the server uses them; they are not part of `messages`.

export const apiDocsMessages = {
  apiDocsDescription:
    "Die JSON-API hinter Hausbuch. Anmelden: POST /api/auth/sign-in/email mit E-Mail-Adresse und Passwort (better-auth); " +
    "das Sitzungs-Cookie gilt dann für jeden Aufruf unter /api/v1. Schreibende Aufrufe brauchen einen Origin-Header dieser Adresse. " +
    "Beträge sind ganze Cent, Kalenderdaten yyyy-MM-dd. Fehler antworten mit { message, details, hint, code }: " +
    "message ist deutsch und zum Anzeigen gedacht, code für Programme; bei ungültigen Eingaben nennt details.fields jedes Feld.",
  apiDocsSuccess: "Erfolg",
  apiDocsError: "Fehler: 400 ungültige Eingabe, 401 nicht angemeldet, 403 Rolle reicht nicht, 404 nicht gefunden, 409 Konflikt oder veraltete Version, 413/415 Upload, 429 zu viele Versuche",
  apiDocsSession: "Das Sitzungs-Cookie von better-auth (/api/auth/*); über HTTPS heißt es __Secure-better-auth.session_token.",
  apiDocsWorkspace: "Das Portfolio, in dem Du arbeitest (ohne Angabe Dein erstes).",
  apiDocsWorkspaceQuery: "Statt x-workspace-id, für Adressen, die der Browser selbst lädt (Beleg, Download).",
  apiDocsReceiptDownload: "1: als Download; sonst zum Anzeigen im Browser.",
  apiDocsUpload: "Die Datei im Feld file (multipart/form-data); die Importe schicken ihre Optionen als JSON-Text im Feld options.",
  apiDocsPathId: (notFound: string) => `UUID; unbekannt, fremd oder keine UUID: 404 („${notFound}“)`,
  apiDocsHeading: "Hausbuch API – Dokumentation",
  apiDocsDocumentLink: "Dasselbe als OpenAPI 3.1:",
  apiDocsContents: "Inhalt",
  apiDocsOperations: (count: number) => (count === 1 ? "1 Aufruf" : `${count} Aufrufe`),
  apiDocsParameters: "Parameter",
  apiDocsCommonParameters: "Parameter jedes Aufrufs mit Anmeldung",
  apiDocsParameterName: "Name",
  apiDocsParameterPlace: "Ort",
  apiDocsParameterRequired: "Pflicht",
  apiDocsParameterSchema: "Schema",
  apiDocsPlaces: { path: "Pfad", query: "Abfrage", header: "Kopfzeile", cookie: "Cookie" } as Record<string, string>,
  apiDocsYes: "ja",
  apiDocsNo: "nein",
  apiDocsRequestBody: (contentType: string) => `Anfragekörper (${contentType}) als JSON-Schema`,
  apiDocsPublic: "ohne Anmeldung",
  apiDocsNoInput: "Keine Parameter, kein Anfragekörper.",
} as const;
