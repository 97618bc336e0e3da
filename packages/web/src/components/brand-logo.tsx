// The product's default logo (a ticket with a check mark), used when the company has not set its own.
interface BrandLogoProps {
  size?: number;
}

export function BrandLogo({ size = 40 }: BrandLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Logotipo" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4F46E5" />
      <path
        d="M14 22a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v5a5 5 0 0 0 0 10v5a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4v-5a5 5 0 0 0 0-10z"
        fill="#FFFFFF"
      />
      <path d="M26 32l4 4 8-8" stroke="#4F46E5" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
