/**
 * Answers smaller than this go out as they are: below about a kilobyte a coding saves less than
 * the work and the header it costs. The compression plugin and the pre-compressed shared answers
 * both use it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
