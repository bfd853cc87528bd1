# The image TIRA runs: `docker build -t comparative-ir .`, then give TIRA the command
#   /app/my-software.sh -i $inputDataset -o $outputDir [--task controversial --stance]
# Not built on this project's machines (no Docker engine there); what it runs was checked without it:
# docs/usage.md, "Submitting to TIRA".
FROM python:3.11-slim
WORKDIR /app
COPY . /app
# the package and its dependencies at the versions of constraints.txt (all wheels: no compiler or system packages);
# pip's cache stays out of the image
RUN pip install --no-cache-dir -c /app/constraints.txt /app \
    && rm -rf /app/build /app/comparative_ir.egg-info \
    && comparative-ir parse-question "Is tea better than coffee?" > /dev/null
# TIRA may run the image as any user with a read-only HOME: the run caches beside its checkpoint in the output
# directory then, and never writes next to the package
ENV PYTHONDONTWRITEBYTECODE=1
CMD ["/app/my-software.sh", "--help"]
