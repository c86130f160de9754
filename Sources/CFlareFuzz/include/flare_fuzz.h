// libFuzzer's driver, for the fuzz target (`make fuzz`).
//
// Why it exists: SwiftPM links an executable's entry point as `<module>_main`, so the fuzz target cannot use
// libFuzzer's own `main`; it calls the driver from its entry point instead (libFuzzer's documented
// LLVMFuzzerRunDriver). Only linked when built with -sanitize=fuzzer.
#pragma once
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *_Nonnull argc, char *_Nullable *_Nullable *_Nonnull argv,
                        int (*_Nonnull callback)(const uint8_t *_Nullable data, size_t size));
