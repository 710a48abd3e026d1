export const metadata = { title: 'Bare Next page' };

/** Root layout of the bare benchmark app: nothing but html/body. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
