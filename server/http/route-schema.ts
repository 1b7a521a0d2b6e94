/** OpenAPI helpers: every answer is the envelope; `data` is described where it is simple. */
export function envelope(data: object = {}, description = 'Envelope {code, msg, data}') {
  return {
    description,
    type: 'object',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
  } as const;
}

export const standardResponses = (data: object = {}) => ({
  200: envelope(data),
  '4xx': envelope({ type: 'null' }, 'Failure: code 400/403/404 or the session codes 600 expired, 601 kicked, 602 invalid'),
});

export const bearerSecurity = [{ bearer: [] }];
