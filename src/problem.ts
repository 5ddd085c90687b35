/** RFC 9457 problem details: the body of every error answer. */
export interface FieldError {
  /** where the bad value is, such as `body.scientists` */
  path: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: FieldError[];
}

/** An error that knows the problem it answers with. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }

  body(): ProblemBody {
    return problem(this.status, this.title, this.message, this.errors);
  }
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function problem(status: number, title: string, detail: string, errors?: FieldError[]): ProblemBody {
  return {
    type: `/problems/${slug(title)}`,
    title,
    status,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}
