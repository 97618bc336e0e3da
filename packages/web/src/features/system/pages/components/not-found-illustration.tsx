// Illustration of the 404 page: a torn ticket beside a magnifying glass, drawn inline so it ships with the app.
export function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 480 300" width="100%" style={{ maxWidth: 420 }} role="img" aria-label="Ilustración de página no encontrada">
      <ellipse cx="240" cy="272" rx="190" ry="14" fill="#E0E7FF" />
      <g transform="rotate(-8 170 150)">
        <path d="M60 90a12 12 0 0 1 12-12h150v26a14 14 0 0 0 0 28v26a14 14 0 0 0 0 28v26H72a12 12 0 0 1-12-12z" fill="#4F46E5" />
        <path d="M96 112h90M96 140h70M96 168h84" stroke="#C7D2FE" strokeWidth="10" strokeLinecap="round" />
      </g>
      <g transform="rotate(10 320 150)">
        <path
          d="M258 86h148a12 12 0 0 1 12 12v112a12 12 0 0 1-12 12H258l10-18-12-16 12-18-12-18 12-16-12-18 12-16z"
          fill="#818CF8"
        />
        <text
          x="340"
          y="170"
          textAnchor="middle"
          fontFamily="Roboto, Arial, sans-serif"
          fontSize="56"
          fontWeight="700"
          fill="#FFFFFF"
        >
          404
        </text>
      </g>
      <circle cx="368" cy="64" r="30" fill="none" stroke="#1C2536" strokeWidth="10" />
      <path d="M390 86l30 30" stroke="#1C2536" strokeWidth="12" strokeLinecap="round" />
      <circle cx="84" cy="52" r="6" fill="#A5B4FC" />
      <circle cx="440" cy="200" r="8" fill="#C7D2FE" />
      <circle cx="40" cy="220" r="5" fill="#C7D2FE" />
    </svg>
  );
}
