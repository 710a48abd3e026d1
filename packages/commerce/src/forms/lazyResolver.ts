import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver from {@link lazyResolver}, with `preload` for the form's first focus. */
export type LazyResolver<Input extends FieldValues, Context, Output> = Resolver<
  Input,
  Context,
  Output
> & {
  /** Starts loading the resolver's module (e.g. on the form's first focus); never throws. */
  preload(): void;
};

/**
 * A react-hook-form resolver whose module loads on the form's first focus (`preload`, from the
 * form's `onFocus`) or first validation, so a form shown at first paint ships react-hook-form
 * but not its schema library (zod, about 33 KB gzip) in the page's first load. Every validation
 * after that uses the loaded resolver; a failed import rejects that validation and is retried on
 * the next.
 *
 * @param load imports the module of the schema and answers its resolver (e.g. `zodResolver(schema)`)
 * @returns a resolver for `useForm({ resolver })`, same input, context and output types
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): LazyResolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) =>
    (await start())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}
