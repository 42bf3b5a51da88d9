import { z } from 'zod';
const S = z.object({ a: z.number(), b: z.number().optional() });
console.log(S.parse({ a: 1, b: undefined }), 'b' in S.parse({ a: 1, b: undefined }), 'b' in S.parse({ a: 1 }));
