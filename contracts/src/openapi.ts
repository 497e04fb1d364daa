import { Schema } from "effect"
import { allEndpoints } from "./api"
import { ErrorBody, ValidationErrorBody } from "./common"
import { type BinaryAnswer, type Endpoint, type WireSchema, isBinary } from "./endpoint"

type Json = Record<string, unknown>

/** The headers a binary answer carries: its own (e.g. X-World-Version), an ETag when conditional, its Cache-Control. */
const headersOf = (a: BinaryAnswer): Json => ({
  ...(a.conditional ? { ETag: { description: "Names the version of the bytes; send it back as If-None-Match", schema: { type: "string" } } } : {}),
  ...Object.fromEntries(Object.entries(a.headers).map(([name, kind]) => [name, { schema: { type: kind } }]))
})

/** A binary endpoint's success: its bytes, of its content type (any of the stored kinds when it names none). */
const binaryResponse = (a: BinaryAnswer): Json => ({
  description: a.description,
  headers: {
    ...headersOf(a),
    ...(a.cacheControl ? { "Cache-Control": { schema: { type: "string", const: a.cacheControl } } } : {}),
    ...(a.contentType === null ? { "Content-Disposition": { description: "inline for kinds a browser shows, else attachment, with the file's name", schema: { type: "string" } } } : {})
  },
  content: { [a.contentType ?? "*/*"]: { schema: { type: "string", format: "binary" } } }
})

/** Builds the OpenAPI 3.1 document from the contract. The committed `openapi.json` must equal this. */
export const buildOpenApi = (endpoints: ReadonlyArray<Endpoint> = allEndpoints()): Json => {
  const components: Record<string, unknown> = {}
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite)
    if (node && typeof node === "object") {
      const out: Json = {}
      for (const [k, v] of Object.entries(node)) {
        out[k] = k === "$ref" && typeof v === "string" ? v.replace("#/$defs/", "#/components/schemas/") : rewrite(v)
      }
      return out
    }
    return node
  }
  const jsonSchema = (s: WireSchema): Json => {
    const doc = Schema.toJsonSchemaDocument(s) as unknown as { schema: Json; definitions: Record<string, unknown> }
    for (const [name, def] of Object.entries(doc.definitions ?? {})) components[name] = rewrite(def)
    return rewrite(doc.schema) as Json
  }
  const parametersOf = (s: WireSchema | undefined, where: "path" | "query") => {
    if (!s) return []
    const schema = jsonSchema(s) as { properties?: Record<string, Json>; required?: Array<string> }
    return Object.entries(schema.properties ?? {}).map(([name, p]) => ({
      name,
      in: where,
      required: where === "path" || (schema.required ?? []).includes(name),
      schema: p
    }))
  }
  const errorBody = { $ref: "#/components/schemas/ErrorBody" }
  components.ErrorBody = jsonSchema(ErrorBody)
  components.ValidationErrorBody = jsonSchema(ValidationErrorBody)

  const paths: Record<string, Record<string, unknown>> = {}
  for (const ep of [...endpoints].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const path = `/api/${ep.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`
    const success = ep.success
    const responses: Record<string, unknown> = {
      [String(ep.status)]: isBinary(success) ? binaryResponse(success) : { description: "Success", content: { "application/json": { schema: jsonSchema(success) } } },
      ...(isBinary(success) && success.conditional ? { "304": { description: "Not modified: `If-None-Match` names the current ETag", headers: headersOf(success) } } : {}),
      "422": { description: "Invalid input: field codes", content: { "application/json": { schema: { $ref: "#/components/schemas/ValidationErrorBody" } } } }
    }
    // Field codes an endpoint declares (besides the schema's own checks): listed in the 422's description and as x-field-codes.
    const fieldCodes: Record<string, Array<string>> = {}
    for (const e of ep.errors) for (const [field, codes] of Object.entries(e.fields ?? {})) fieldCodes[field] = [...new Set([...(fieldCodes[field] ?? []), ...codes])]
    if (Object.keys(fieldCodes).length > 0) {
      const listed = Object.entries(fieldCodes).map(([field, codes]) => `${field}: ${codes.join(", ")}`).join("; ")
      responses["422"] = { ...(responses["422"] as object), description: `Invalid input: field codes (${listed})`, "x-field-codes": fieldCodes }
    }
    for (const e of ep.errors) {
      if (e.status === 422) continue
      const key = String(e.status)
      const prev = responses[key] as { description: string } | undefined
      responses[key] = {
        description: prev ? `${prev.description}, ${e.code}` : e.code,
        content: { "application/json": { schema: errorBody } }
      }
    }
    let requestBody: unknown = undefined
    if (ep.files) {
      const props: Json = ep.body ? ((jsonSchema(ep.body) as { properties?: Json }).properties ?? {}) : {}
      for (const f of ep.files) props[f.field] = { type: "array", maxItems: f.maxCount, items: { type: "string", format: "binary" }, description: `at most ${f.maxBytes} bytes each` }
      requestBody = { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: props } } } }
    } else if (ep.body) {
      const schema = jsonSchema(ep.body)
      requestBody = {
        required: true,
        content: { "application/json": { schema }, ...(ep.form ? { "application/x-www-form-urlencoded": { schema }, "multipart/form-data": { schema } } : {}) }
      }
    }
    ;(paths[path] ??= {})[ep.method.toLowerCase()] = {
      operationId: ep.id,
      summary: ep.summary,
      tags: [ep.id.split(".")[0]],
      ...(ep.permission ? { "x-permission": ep.permission } : {}),
      ...(ep.access === "member" || ep.access === "staff" ? { security: [{ [ep.access === "staff" ? "staffToken" : "memberToken"]: [] }] } : {}),
      parameters: [
        ...parametersOf(ep.params, "path"),
        ...parametersOf(ep.query, "query"),
        ...(isBinary(success) && success.conditional ? [{ name: "If-None-Match", in: "header", required: false, description: "The ETag of the copy the caller has: 304 when it is current.", schema: { type: "string" } }] : []),
        { name: "Accept-Language", in: "header", required: false, schema: { type: "string", enum: ["en", "cn", "tc", "jp", "kr", "ru"] } },
        ...(ep.idempotent
          ? [{ name: "Idempotency-Key", in: "header", required: false, description: "A repeat with the same key answers the first result; the same key with another request is refused (409).", schema: { type: "string", maxLength: 100 } }]
          : [])
      ],
      ...(requestBody ? { requestBody } : {}),
      responses
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Interworld API",
      version: "1.0.0",
      description: "Member, staff and public endpoints. Lists answer `data` plus `meta {total, perPage, to}`; 422 answers `errors: {field: [{code, params}]}`; other errors answer `{code, message}`."
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        memberToken: { type: "http", scheme: "bearer", description: "A member access token from member/login" },
        staffToken: { type: "http", scheme: "bearer", description: "A staff access token from staff/login" }
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)))
    },
    paths
  }
}
