import "server-only";
import QRCode from "qrcode";

/**
 * The public link as a QR code, drawn on the server as inline SVG (no client code, works in
 * print). The SVG is qrcode's own output, made of paths only, so nothing from the link can
 * become markup. `label` names the image for screen readers.
 */
export async function PublicLinkQr({ url, label }: { url: string; label: string }) {
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#1c1917", light: "#ffffff" } });
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-code
      className="size-44 shrink-0 rounded border border-stone-300 bg-white [&>svg]:size-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
