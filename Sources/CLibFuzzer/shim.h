// libFuzzer's driver, for segue-fuzz's own main (SwiftPM names an executable's
// entry point itself, so libFuzzer's main cannot be used). The symbol comes from
// the runtime that -sanitize=fuzzer links; nothing else references it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
