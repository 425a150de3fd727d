export declare const BUILD_INPUTS: readonly string[];
export declare const BUILD_OUTPUTS: readonly string[];
export declare function rebuildReason(root: string): string | null;
