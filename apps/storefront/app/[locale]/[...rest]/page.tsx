import { notFound } from 'next/navigation';

/** Paths of a locale the walking skeleton does not serve yet: the locale's 404 page. */
export default function UnknownPath(): never {
  notFound();
}
