/** The upstream stream endpoints the BFF relays (/v1/ws/<endpoint>). */
export type HubEndpoint = 'flow' | 'abnormal-trades';
