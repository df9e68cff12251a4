import type { OpenAPIObject } from '@nestjs/swagger';
import { OpenApiDocument } from './openapi';

describe('OpenApiDocument', () => {
  it('describes the application when first asked, and only then', () => {
    const document = new OpenApiDocument();
    expect(document.value).toBeUndefined();
    const made = { openapi: '3.0.0' } as OpenAPIObject;
    const make = jest.fn(() => made);
    document.describeWith(make);
    expect(make).not.toHaveBeenCalled();
    expect(document.value).toBe(made);
    expect(document.value).toBe(made);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
