/** Root layout of the probe: nothing but html/body, no request data (a static shell). */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
