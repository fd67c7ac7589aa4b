/** What reached the sandbox, for the BFF's tests ("zero or one upstream request"). */
export type StreamName = 'flow' | 'abnormal-trades';

export interface CountersSnapshot {
  readonly requests_total: number;
  readonly requests_by_endpoint: Readonly<Record<string, number>>;
  readonly rejected_by_status: Readonly<Record<string, number>>;
  readonly ws_accepted_total: Readonly<Record<StreamName, number>>;
}

export class Counters {
  private total = 0;
  private byEndpoint: Record<string, number> = {};
  private rejected: Record<string, number> = {};
  private accepted: Record<StreamName, number> = { flow: 0, 'abnormal-trades': 0 };

  /** Count one /health or /v1 request; `id` is the registry id or `unmatched`. */
  request(id: string): void {
    this.total += 1;
    this.byEndpoint[id] = (this.byEndpoint[id] ?? 0) + 1;
  }

  response(status: number): void {
    if (status >= 400) this.rejected[String(status)] = (this.rejected[String(status)] ?? 0) + 1;
  }

  socketAccepted(stream: StreamName): void {
    this.accepted[stream] += 1;
  }

  snapshot(): CountersSnapshot {
    return {
      requests_total: this.total,
      requests_by_endpoint: { ...this.byEndpoint },
      rejected_by_status: { ...this.rejected },
      ws_accepted_total: { ...this.accepted },
    };
  }

  reset(): void {
    this.total = 0;
    this.byEndpoint = {};
    this.rejected = {};
    this.accepted = { flow: 0, 'abnormal-trades': 0 };
  }
}
