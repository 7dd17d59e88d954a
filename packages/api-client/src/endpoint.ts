import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone, anyone signed in, or a signed-in user holding the named
 * permission (a menu/button permission string such as `sys:user:edit`).
 */
export type Access = 'public' | 'session' | { permission: string };

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under /api, with `{name}` placeholders as the spec writes them. */
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the envelope. */
  data: D;
  /** `binary` answers are not enveloped on success (images, downloads). */
  response?: 'envelope' | 'binary';
}

/** Declares an endpoint, keeping its exact schema types for server and client. */
export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(definition: Endpoint<P, Q, B, D>): Endpoint<P, Q, B, D> {
  return definition;
}

/** The schema of a declared part; `never` when the endpoint does not declare it. */
type Declared<S> = Exclude<S, undefined>;

/** A declared part is required unless every field in it is optional. */
type Part<S, K extends string> = [Declared<S>] extends [never]
  ? { [key in K]?: never }
  : object extends z.input<Declared<S>>
    ? { [key in K]?: z.input<Declared<S>> }
    : { [key in K]: z.input<Declared<S>> };

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends Endpoint> = Part<E['params'], 'params'> &
  Part<E['query'], 'query'> &
  Part<E['body'], 'body'>;

/** Call arguments: the input may be left out only when nothing in it is required. */
export type EndpointArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

type Output<S> = [Declared<S>] extends [never] ? undefined : z.output<Declared<S>>;

/** What a handler receives after validation. */
export type ParsedInput<E extends Endpoint> = {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
};

export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/** Fills `{name}` placeholders of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(scalarText(value));
  });
}

/** Text of a path or query value; objects are sent as JSON rather than "[object Object]". */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value) ?? '';
}
