import {
  onlineNodeSchema,
  analysisBillRowSchema,
  analysisNodeRowSchema,
  analysisSpecialtyRowSchema,
  areaNodeSchema,
  cmsCategoryNodeSchema,
  contract,
  dataAttrNodeSchema,
  departmentNodeSchema,
  dictItemNodeSchema,
  envelopeSchema,
  feeRowTreeSchema,
  menuItemSchema,
  orgNodeSchema,
  projectNodeTreeSchema,
  projectTreeFolderTreeSchema,
  treeDictNodeSchema,
  userInfoSchema,
  type Endpoint,
} from '@ccms/api-client';
import { z } from 'zod';
import packageJson from '../../../package.json' with { type: 'json' };
import { API_PREFIX, AUTH_TOKEN } from '../../http/endpoint';

type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

/** Shared shapes get a name of their own; recursive ones (the menu tree) need one to be expressible. */
const NAMED_SCHEMAS: [z.ZodType, string][] = [
  [menuItemSchema, 'MenuItem'],
  [userInfoSchema, 'UserInfo'],
  [departmentNodeSchema, 'DepartmentNode'],
  [orgNodeSchema, 'OrgNode'],
  [areaNodeSchema, 'AreaNode'],
  [dataAttrNodeSchema, 'DataAttrNode'],
  [treeDictNodeSchema, 'TreeDictNode'],
  [dictItemNodeSchema, 'DictItemNode'],
  [onlineNodeSchema, 'OnlineNode'],
  [cmsCategoryNodeSchema, 'CmsCategoryNode'],
  [projectNodeTreeSchema, 'ProjectNodeTree'],
  [feeRowTreeSchema, 'FeeRowTree'],
  [projectTreeFolderTreeSchema, 'ProjectTreeFolderTree'],
  [analysisNodeRowSchema, 'AnalysisNodeRow'],
  [analysisBillRowSchema, 'AnalysisBillRow'],
  [analysisSpecialtyRowSchema, 'AnalysisSpecialtyRow'],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * The OpenAPI 3.1 document of the contract: every endpoint with its parameters, body and the
 * envelope of its answer, the schemas taken from the contract's zod declarations.
 */
export function buildOpenApiDocument() {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  for (const [schema, id] of NAMED_SCHEMAS) outputs.add(schema, { id });
  const answerSchemas = new Map<Endpoint, z.ZodType>();

  const entries = Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      area,
      name,
      endpoint,
    })),
  );
  for (const { name, endpoint } of entries) {
    if (endpoint.body && !inputs.has(endpoint.body))
      inputs.add(endpoint.body, { id: `${capitalise(name)}Body` });
    if (endpoint.response !== 'binary') {
      const answer = envelopeSchema(endpoint.data);
      outputs.add(answer, { id: `${capitalise(name)}Answer` });
      answerSchemas.set(endpoint, answer);
    }
  }
  const schemas = {
    ...z.toJSONSchema(inputs, { io: 'input', uri: (id) => COMPONENTS + id }).schemas,
    ...z.toJSONSchema(outputs, { io: 'output', uri: (id) => COMPONENTS + id }).schemas,
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const { area, name, endpoint } of entries) {
    const parameters = [
      ...parametersOf(endpoint.params, 'path'),
      ...parametersOf(endpoint.query, 'query'),
    ];
    const answer = answerSchemas.get(endpoint);
    const operation: Record<string, unknown> = {
      operationId: `${area}.${name}`,
      tags: [area],
      summary: endpoint.summary,
      security: endpoint.access === 'public' ? [] : [{ [AUTH_TOKEN]: [] }],
      ...(typeof endpoint.access === 'object'
        ? { 'x-permission': endpoint.access.permission }
        : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: { $ref: COMPONENTS + inputs.get(endpoint.body)!.id },
                },
              },
            },
          }
        : {}),
      responses: {
        '200': answer
          ? {
              description: 'The envelope; success false with a message on business failures',
              content: {
                'application/json': { schema: { $ref: COMPONENTS + outputs.get(answer)!.id } },
              },
            }
          : { description: 'The image or file', content: { 'image/svg+xml': {} } },
        default: {
          description:
            'Failure envelope (400 validation, 401 session ended, 403 forbidden, 404, 500)',
          content: { 'application/json': { schema: { $ref: `${COMPONENTS}Failure` } } },
        },
      },
    };
    const path = API_PREFIX + endpoint.path;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'CCMS API',
      version: packageJson.version,
      description:
        'Every JSON answer is an envelope { code, success, msg, data, httpCode? }; code 1000 = success.',
    },
    components: {
      securitySchemes: { [AUTH_TOKEN]: { type: 'apiKey', in: 'header', name: AUTH_TOKEN } },
      schemas: {
        ...Object.fromEntries(
          Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema)]),
        ),
        Failure: withoutDialect(z.toJSONSchema(envelopeSchema(z.null()), { io: 'output' })),
      },
    },
    paths,
  };
}

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}
